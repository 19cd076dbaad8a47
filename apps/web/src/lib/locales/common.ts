import { defineStrings } from './types';

export default defineStrings({
  pt: {
    common: { loading: 'Carregando…', save: 'Salvar', cancel: 'Cancelar', back: 'Voltar', close: 'Fechar', retry: 'Tentar novamente', comingSoon: 'Em breve!', comingSoonText: 'Esta seção está sendo preparada e chega em breve.' },
    imageField: { none: 'Nenhuma imagem', choose: 'Enviar imagem', replace: 'Trocar imagem', remove: 'Remover', removeLabel: 'Remover {{name}}', cropTitle: 'Recortar {{name}}', cropConfirm: 'Recortar e enviar', preview: 'Prévia de {{name}}', size: 'Recortada em {{width}} x {{height}} px' },
    errors: { network: 'Sem conexão com o servidor. Verifique sua internet.', generic: 'Algo deu errado. Tente novamente.', date: 'Não foi possível calcular a data' },
    upload: {
      tooLarge: 'O arquivo excede o tamanho máximo permitido.',
      sending: 'Enviando…',
      processing: 'Processando…',
      progressLabel: 'Progresso do envio',
    },
    crop: {
      area: 'Área de recorte: arraste ou use as setas para posicionar',
      imageAlt: 'Imagem a recortar',
      zoom: 'Zoom',
      confirm: 'Recortar',
      failed: 'Não foi possível ler esta imagem. Tente outro arquivo.',
    },
  },
  en: {
    common: { loading: 'Loading…', save: 'Save', cancel: 'Cancel', back: 'Back', close: 'Close', retry: 'Try again', comingSoon: 'Coming soon!', comingSoonText: 'This section is being prepared and arrives soon.' },
    imageField: { none: 'No image', choose: 'Upload image', replace: 'Replace image', remove: 'Remove', removeLabel: 'Remove {{name}}', cropTitle: 'Crop {{name}}', cropConfirm: 'Crop and upload', preview: '{{name}} preview', size: 'Cropped to {{width}} x {{height}} px' },
    errors: { network: 'No connection to the server. Check your internet.', generic: 'Something went wrong. Please try again.', date: 'Could not calculate the date' },
    upload: {
      tooLarge: 'The file exceeds the maximum allowed size.',
      sending: 'Uploading…',
      processing: 'Processing…',
      progressLabel: 'Upload progress',
    },
    crop: {
      area: 'Crop area: drag or use the arrow keys to position',
      imageAlt: 'Image to crop',
      zoom: 'Zoom',
      confirm: 'Crop',
      failed: 'This image could not be read. Try another file.',
    },
  },
  es: {
    common: { loading: 'Cargando…', save: 'Guardar', cancel: 'Cancelar', back: 'Volver', close: 'Cerrar', retry: 'Intentar de nuevo', comingSoon: '¡Próximamente!', comingSoonText: 'Esta sección se está preparando y llega pronto.' },
    imageField: { none: 'Ninguna imagen', choose: 'Subir imagen', replace: 'Cambiar imagen', remove: 'Quitar', removeLabel: 'Quitar {{name}}', cropTitle: 'Recortar {{name}}', cropConfirm: 'Recortar y subir', preview: 'Vista previa de {{name}}', size: 'Recortada a {{width}} x {{height}} px' },
    errors: { network: 'Sin conexión con el servidor. Revisa tu internet.', generic: 'Algo salió mal. Inténtalo de nuevo.', date: 'No se pudo calcular la fecha' },
    upload: {
      tooLarge: 'El archivo supera el tamaño máximo permitido.',
      sending: 'Enviando…',
      processing: 'Procesando…',
      progressLabel: 'Progreso del envío',
    },
    crop: {
      area: 'Área de recorte: arrastra o usa las flechas para posicionar',
      imageAlt: 'Imagen a recortar',
      zoom: 'Zoom',
      confirm: 'Recortar',
      failed: 'No se pudo leer esta imagen. Prueba con otro archivo.',
    },
  },
});
