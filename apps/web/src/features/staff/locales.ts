import { textsIn } from '@trilha/shared/platform/translations';
import { STAFF_TRANSLATIONS } from '@trilha/shared/staff/messages';
import { defineStrings } from '../../lib/locales/types';

/** The edit panel's "Equipe": who runs the school with the owner, inviting, roles, removal and handing the school on. Staff strings. */
export default defineStrings({
  pt: {
    staff: {
      section: {
        intro: 'Quem cuida da escola com você. Administradores editam a escola e cuidam dos alunos; moderadores cuidam das comunidades.',
        adminNote: 'Como administrador, você convida e remove moderadores. Administradores são nomeados pelo dono da escola.',
        invite: 'Convidar',
        listLabel: 'Equipe da escola',
        loadFailed: 'Não foi possível carregar a equipe.',
        unknownError: 'Não foi possível falar com o servidor.',
      },
      roles: { owner: 'Dono', admin: 'Administrador', moderator: 'Moderador' },
      row: {
        you: 'Você',
        pending: 'Convite pendente',
        lastSeen: 'Último acesso:',
        more: 'Mais ações de {{name}}',
      },
      invite: {
        title: 'Convidar para a equipe',
        email: 'E-mail',
        name: 'Nome',
        nameHint: 'Necessário quando o e-mail ainda não tem conta na escola.',
        role: 'Papel',
        adminHint: 'Edita a escola, os cursos e os produtos, e cuida dos alunos.',
        moderatorHint: 'Cuida das comunidades: publicações e comentários.',
        submit: 'Enviar convite',
      },
      actions: {
        makeAdmin: 'Tornar administrador',
        makeModerator: 'Tornar moderador',
        remove: 'Remover da equipe',
        handOver: 'Passar a escola',
      },
      remove: {
        title: 'Remover da equipe',
        text: '{{name}} deixa a equipe e perde o acesso ao painel de edição. A conta continua: se tiver produtos, segue na escola como aluno.',
        confirm: 'Remover',
      },
      handOver: {
        title: 'Passar a escola',
        text: '{{name}} passa a ser o dono da escola, e você passa a ser administrador. Só o novo dono poderá passar a escola adiante.',
        confirm: 'Passar a escola',
      },
      errors: { emailRequired: 'Informe o e-mail', emailInvalid: 'E-mail inválido' },
      messages: textsIn(STAFF_TRANSLATIONS, 'pt'),
    },
  },
  en: {
    staff: {
      section: {
        intro:
          'Who runs the school with you. Administrators edit the school and look after students; moderators look after the communities.',
        adminNote: 'As an administrator, you invite and remove moderators. Administrators are named by the school’s owner.',
        invite: 'Invite',
        listLabel: 'The school’s staff',
        loadFailed: 'The staff could not be loaded.',
        unknownError: 'Could not reach the server.',
      },
      roles: { owner: 'Owner', admin: 'Administrator', moderator: 'Moderator' },
      row: {
        you: 'You',
        pending: 'Invitation pending',
        lastSeen: 'Last seen:',
        more: 'More actions for {{name}}',
      },
      invite: {
        title: 'Invite to the staff',
        email: 'E-mail',
        name: 'Name',
        nameHint: 'Needed when the e-mail has no account at the school yet.',
        role: 'Role',
        adminHint: 'Edits the school, its courses and products, and looks after students.',
        moderatorHint: 'Looks after the communities: posts and comments.',
        submit: 'Send invitation',
      },
      actions: {
        makeAdmin: 'Make administrator',
        makeModerator: 'Make moderator',
        remove: 'Remove from the staff',
        handOver: 'Hand the school over',
      },
      remove: {
        title: 'Remove from the staff',
        text: '{{name}} leaves the staff and loses access to the edit panel. The account stays: if they hold products, they remain at the school as a student.',
        confirm: 'Remove',
      },
      handOver: {
        title: 'Hand the school over',
        text: '{{name}} becomes the school’s owner, and you become an administrator. Only the new owner can hand the school on again.',
        confirm: 'Hand the school over',
      },
      errors: { emailRequired: 'Enter the e-mail', emailInvalid: 'Invalid e-mail' },
      messages: textsIn(STAFF_TRANSLATIONS, 'en'),
    },
  },
  es: {
    staff: {
      section: {
        intro:
          'Quién cuida de la escuela contigo. Los administradores editan la escuela y atienden a los alumnos; los moderadores cuidan de las comunidades.',
        adminNote: 'Como administrador, invitas y quitas moderadores. A los administradores los nombra el dueño de la escuela.',
        invite: 'Invitar',
        listLabel: 'Equipo de la escuela',
        loadFailed: 'No se pudo cargar el equipo.',
        unknownError: 'No se pudo contactar con el servidor.',
      },
      roles: { owner: 'Dueño', admin: 'Administrador', moderator: 'Moderador' },
      row: {
        you: 'Tú',
        pending: 'Invitación pendiente',
        lastSeen: 'Último acceso:',
        more: 'Más acciones de {{name}}',
      },
      invite: {
        title: 'Invitar al equipo',
        email: 'Correo electrónico',
        name: 'Nombre',
        nameHint: 'Necesario cuando el correo aún no tiene cuenta en la escuela.',
        role: 'Rol',
        adminHint: 'Edita la escuela, los cursos y los productos, y atiende a los alumnos.',
        moderatorHint: 'Cuida de las comunidades: publicaciones y comentarios.',
        submit: 'Enviar invitación',
      },
      actions: {
        makeAdmin: 'Hacer administrador',
        makeModerator: 'Hacer moderador',
        remove: 'Quitar del equipo',
        handOver: 'Pasar la escuela',
      },
      remove: {
        title: 'Quitar del equipo',
        text: '{{name}} deja el equipo y pierde el acceso al panel de edición. La cuenta sigue: si tiene productos, continúa en la escuela como alumno.',
        confirm: 'Quitar',
      },
      handOver: {
        title: 'Pasar la escuela',
        text: '{{name}} pasa a ser el dueño de la escuela, y tú pasas a ser administrador. Solo el nuevo dueño podrá pasar la escuela a otra persona.',
        confirm: 'Pasar la escuela',
      },
      errors: { emailRequired: 'Introduce el correo electrónico', emailInvalid: 'Correo electrónico no válido' },
      messages: textsIn(STAFF_TRANSLATIONS, 'es'),
    },
  },
});
