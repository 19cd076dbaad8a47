import type { DemoFeed } from '../community-posts';

/**
 * Escola Boreal's communities as a newcomer finds them (docs/communities.md): clay, plants, cooking and yoga,
 * by the school's students and staff (schools/boreal.ts), over the last four weeks.
 */
export const borealFeed: DemoFeed = {
  'Ateliê Boreal': [
    {
      by: 'admin',
      daysAgo: 28,
      pinned: true,
      title: 'Bem-vindos ao Ateliê Boreal',
      text: 'Este é o nosso ateliê coletivo: mostre o que você fez, mesmo que tenha rachado, murchado ou queimado. Aqui a gente aprende com o processo.\n\nPara começar, conte nos comentários:\n1. de onde você é;\n2. qual curso está fazendo;\n3. o que quer fazer com as mãos este ano.',
      likes: 6,
      comments: [
        ['aluno', 'Lucas, de Porto Alegre. Faço cerâmica e quero fazer as canecas do café lá de casa.'],
        [
          'yara',
          'Yara, de Belém! Jardinagem urbana: meu sonho é uma varanda que dê tempero para o mês inteiro.',
          [['professora', 'Belém tem sol de sobra, Yara. Sua varanda vai render!']],
        ],
        ['tereza', 'Tereza, de Campinas. Vim pela cozinha vegetariana e fiquei pelo yoga.'],
      ],
    },
    {
      by: 'aluno',
      daysAgo: 23,
      title: 'Minha primeira tigela (torta, mas minha)',
      text: 'Técnica do beliscão, argila vermelha, dois dias secando coberta com saco plástico. Ficou torta e a borda está grossa de um lado, mas não rachou!',
      images: ['bowls'],
      likes: 6,
      comments: [
        [
          'professora',
          'Não rachar na primeira é uma vitória, Lucas! Para a borda, gire a tigela um pouquinho a cada beliscão.',
          [['aluno', 'Vou contar os beliscões para deixar igual.']],
        ],
        ['gabriel', 'A minha primeira parecia um cinzeiro. A sua está ótima.'],
        ['renata', 'Adorei a cor da argila.'],
      ],
    },
    {
      by: 'yara',
      daysAgo: 20,
      title: 'Varanda, semana 3',
      text: 'Manjericão, cebolinha e hortelã em vasos de barro. A hortelã está tomando conta de tudo, e o manjericão amarelou nas folhas de baixo.\n\nRego todo dia de manhã. Será água demais?',
      images: ['pots'],
      likes: 5,
      comments: [
        [
          'professora',
          'Folha amarela embaixo costuma ser água demais, sim. Faça o teste do dedo: só regue quando os dois primeiros centímetros da terra estiverem secos.',
        ],
        ['tereza', 'A hortelã precisa de um vaso só dela, senão invade mesmo!', [['yara', 'Já separei! Ela ganhou um vaso de tecido.']]],
        ['aluno', 'Que varanda linda.'],
      ],
    },
    {
      by: 'tereza',
      daysAgo: 17,
      title: 'Risoto de cogumelos da aula',
      text: 'Fiz para o aniversário da minha mãe, com shiitake e cogumelo-paris salteados à parte, como na aula. Ninguém sentiu falta da carne.\n\nDica que aprendi errando: caldo sempre quente, senão o arroz para de cozinhar a cada concha.',
      images: ['plate'],
      likes: 6,
      comments: [
        ['renata', 'Saltear à parte faz toda a diferença, senão vira sopa de cogumelo.'],
        ['admin', 'Que bonito, Tereza! Posso usar essa foto na divulgação do curso?', [['tereza', 'Pode, Beatriz! Vou ficar toda prosa.']]],
      ],
    },
    {
      by: 'gabriel',
      daysAgo: 14,
      title: 'Vaso de rolinhos pronto para a queima',
      text: 'Três semanas de trabalho: 22 rolinhos, alisados por dentro e por fora. Vai para o forno do ateliê na sexta. Torçam!',
      images: ['vase'],
      likes: 6,
      comments: [
        [
          'professora',
          'As paredes estão bem uniformes, Gabriel. Confira se secou por igual: encoste a peça no rosto; se estiver fria, ainda tem umidade.',
        ],
        ['aluno', 'Que formato bonito! Quanto tempo secou?', [['gabriel', 'Dez dias, mudando de posição a cada dois.']]],
        ['yara', 'Quero um desses para a minha hortelã!'],
      ],
    },
    {
      by: 'professora',
      daysAgo: 12,
      title: 'Horários do ateliê aberto em junho',
      text: 'O ateliê fica aberto para prática livre às quartas (14h às 18h) e aos sábados (9h às 12h).\n\nTraga sua argila ou use a nossa (R$ 15 o quilo). O forno queima às sextas: deixe as peças secas na prateleira até quinta.',
      likes: 4,
      comments: [
        ['gabriel', 'Sábado estarei lá!'],
        ['renata', 'Posso levar minha filha de 8 anos?', [['professora', 'Pode sim, Renata! Temos argila atóxica para os pequenos.']]],
      ],
    },
    {
      by: 'aluno',
      daysAgo: 9,
      text: 'Terminei o curso de cerâmica e fiquei em dúvida: sigo para a jardinagem, que já está no meu plano, ou passo para a assinatura anual e faço a cozinha? Quem fez os dois, o que achou?',
      likes: 2,
      comments: [
        ['yara', 'A jardinagem é muito prática: em uma semana eu já tinha plantado.'],
        ['tereza', 'A cozinha vegetariana mudou meus almoços. Mas comece pela horta, que aí você já colhe os temperos!'],
      ],
    },
    {
      by: 'yara',
      daysAgo: 6,
      title: 'Pulgão no manjericão: a calda de sabão funcionou',
      text: 'Apareceram pulgões embaixo das folhas. Fiz a calda da aula (uma colher de sabão neutro em um litro de água), borrifei no fim da tarde três dias seguidos e eles sumiram.\n\nPara quem quer ler mais, a Embrapa tem material gratuito sobre hortas: https://www.embrapa.br/hortalicas',
      likes: 5,
      comments: [
        ['professora', 'Ótimo! E borrifar no fim da tarde é o certo: com sol forte, a calda queima as folhas.'],
        ['aluno', 'Salvando para quando aparecer na minha.'],
      ],
    },
    {
      by: 'renata',
      daysAgo: 3,
      title: 'Minha rotina de domingo',
      text: 'Manhã: saudação ao sol (10 minutos).\nAlmoço: hambúrguer de grão-de-bico para a semana.\nTarde: regar a horta e mexer no barro.\n\nO curso de yoga me ensinou a fazer uma coisa de cada vez. Qual é a de vocês?',
      images: ['mat'],
      likes: 5,
      comments: [
        ['tereza', 'Igualzinha à minha, só troco o barro por um livro.'],
        ['admin', 'Que domingo bom, Renata.'],
        ['gabriel', 'Barro no domingo é sagrado.'],
      ],
    },
    {
      by: 'tereza',
      daysAgo: 0.8,
      title: 'Moqueca de banana-da-terra',
      text: 'Primeira vez com dendê em casa! Usei banana bem firme, como a aula ensina, e ela não desmanchou.',
      images: ['plate'],
      likes: 3,
      comments: [['renata', 'Que cor! Essa vai para o cardápio da semana.']],
    },
  ],
  'Roda de Cerâmica': [
    {
      by: 'professora',
      daysAgo: 27,
      title: 'Teste de esmaltes da turma',
      text: 'Placas de teste da última queima: cada cor é um esmalte da prateleira, aplicado em uma e em duas demãos.\n\nRepare como o verde e o azul mudam com a espessura. Antes de esmaltar uma peça, procure a cor aqui.',
      images: ['glaze'],
      likes: 4,
      comments: [
        [
          'renata',
          'O verde em duas demãos é lindo! Qual é o nome dele na prateleira?',
          [['professora', 'É o "Verde Mata", o pote de tampa verde.']],
        ],
        ['otavio', 'Esse quadro deveria ficar na parede do ateliê.'],
      ],
    },
    {
      by: 'gabriel',
      daysAgo: 24,
      title: 'Rachaduras na secagem',
      text: 'Meu prato de placa rachou do centro para a borda enquanto secava. A placa tinha uns 6 mm e deixei secar perto da janela.\n\nFoi a janela?',
      likes: 3,
      comments: [
        [
          'professora',
          'Quase certeza que sim: a borda secou mais rápido que o centro. Seque longe do vento, coberto com plástico nos primeiros dias.',
        ],
        [
          'otavio',
          'Aconteceu comigo também. Passei a virar a peça de cabeça para baixo quando a borda firma.',
          [['gabriel', 'Boa, vou fazer isso na próxima.']],
        ],
      ],
    },
    {
      by: 'renata',
      daysAgo: 20,
      title: 'Saíram do forno!',
      text: 'Minhas três cumbucas de rolinho depois da segunda queima. Uma grudou na placa do forno porque o esmalte escorreu até o pé. Lição aprendida: limpar o pé com esponja úmida.',
      images: ['bowls', 'glaze'],
      likes: 4,
      comments: [
        ['professora', 'Lição que todo ceramista aprende uma vez! Deixe meio centímetro sem esmalte acima do pé.'],
        ['gabriel', 'As outras duas ficaram lindas.'],
        ['admin', 'Que cores bonitas, Renata.'],
      ],
    },
    {
      by: 'otavio',
      daysAgo: 16,
      title: 'Qual argila comprar para casa?',
      text: 'Quero praticar em casa entre as aulas, sem forno. Vale a argila vermelha comum ou tem alguma que seque ao ar?',
      likes: 2,
      comments: [
        [
          'professora',
          'Para treinar técnica, a vermelha comum serve: dá para reaproveitar molhando de novo. A que seca ao ar é boa para decoração, mas não vai ao forno nem aguenta água.',
        ],
        ['renata', 'Guardo a minha num balde com tampa e pano úmido, dura semanas.'],
      ],
    },
    {
      by: 'professora',
      daysAgo: 13,
      title: 'O pé da peça',
      text: 'Três cuidados com o pé (a base) antes da queima:\n\n1. Alise com esponja para não riscar a mesa de ninguém.\n2. Nada de esmalte no pé nem meio centímetro acima dele.\n3. Assine por baixo com um palito: depois de queimadas, as peças parecem todas iguais na prateleira.',
      likes: 4,
      comments: [
        ['otavio', 'O item 3 me salvou. Achei minha caneca pela assinatura.'],
        ['gabriel', 'Vou assinar com um G de agora em diante.'],
      ],
    },
    {
      by: 'gabriel',
      daysAgo: 10,
      title: 'Prato de placa, segunda tentativa',
      text: 'Dessa vez sequei longe da janela e coberto. Nenhuma rachadura! Com a sobra da placa ainda fiz duas tigelinhas.',
      images: ['bowls'],
      likes: 4,
      comments: [
        ['professora', 'Viu a diferença? Secagem é metade do trabalho.'],
        ['renata', 'Parabéns, Gabriel! Ficou bem retinho.'],
      ],
    },
    {
      by: 'otavio',
      daysAgo: 5,
      text: 'Primeiro vasinho de rolinhos! Levei duas aulas só para os rolinhos saírem da mesma grossura, mas agora foi.',
      images: ['vase'],
      likes: 4,
      comments: [
        ['professora', 'Que progresso, Otávio! As emendas estão bem firmes.'],
        ['gabriel', 'Os rolinhos são a parte mais chata. Depois vicia.', [['otavio', 'Já estou viciado!']]],
      ],
    },
    {
      by: 'admin',
      daysAgo: 1,
      title: 'Ao vivo na quarta: esmaltação por imersão',
      text: 'A Sofia vai mostrar ao vivo como esmaltar por imersão: quanto tempo mergulhar, como segurar a peça e como corrigir escorridos.\n\nQuarta, às 19h, aqui na Roda. Traga suas dúvidas.',
      likes: 4,
      comments: [
        ['renata', 'Ansiosa! Meus escorridos agradecem.'],
        ['otavio', 'Vai ficar gravado?', [['admin', 'Vai sim, Otávio. A gravação fica na área do Workshop.']]],
      ],
    },
  ],
  'Casa e Bem-estar': [
    {
      by: 'tereza',
      daysAgo: 26,
      title: 'Caldo de legumes com cascas',
      text: 'Guardei cascas de cenoura, talos de salsinha e pontas de cebola numa sacola no congelador durante a semana. No domingo virou caldo, como na aula de temperos.\n\nRendeu dois litros; congelei em forminhas de gelo.',
      images: ['plate'],
      likes: 3,
      comments: [
        ['renata', 'A forminha de gelo é genial: pego só o que preciso.'],
        ['professora', 'Só evite casca de batata, que deixa o caldo turvo.', [['tereza', 'Não sabia! Vou tirar da sacola.']]],
      ],
    },
    {
      by: 'renata',
      daysAgo: 22,
      title: 'Desafio: 7 dias de saudação ao sol',
      text: 'Quem topa fazer a saudação ao sol da aula todos os dias desta semana? Dez minutos, de manhã ou à noite.\n\nComente aqui cada dia que fizer. Eu começo: dia 1 feito!',
      images: ['mat'],
      likes: 3,
      comments: [
        ['tereza', 'Dia 1 feito também!'],
        ['renata', 'Dia 3: os ombros já agradecem.'],
        ['tereza', 'Dia 5: fiz à noite e dormi melhor.'],
        ['admin', 'Que bonito ver isso. No fim da semana contem como se sentiram!', [['renata', 'Dia 7 feito! Vou continuar.']]],
      ],
    },
    {
      by: 'professora',
      daysAgo: 18,
      title: 'Alongamento na cadeira',
      text: 'Para quem trabalha sentado, três movimentos a cada hora:\n\n• Gire os ombros para trás dez vezes.\n• Incline a cabeça para cada lado e respire três vezes.\n• Cruze um tornozelo sobre o joelho e incline o tronco para a frente.\n\nA aula completa tem dez minutos e dá para fazer sem sair da cadeira.',
      likes: 3,
      comments: [
        ['tereza', 'Coloquei um alarme de hora em hora. Meu pescoço agradece.'],
        ['renata', 'O terceiro alivia minha lombar na hora.'],
      ],
    },
    {
      by: 'tereza',
      daysAgo: 15,
      title: 'Temperos na janela da cozinha',
      text: 'Sem varanda, mas com uma janela que pega sol de manhã. Manjericão e cebolinha estão indo bem; o alecrim sofreu.',
      images: ['pots'],
      likes: 3,
      comments: [
        ['professora', 'Alecrim gosta de sol forte e terra mais seca. Deixe-o no canto mais claro e regue menos.'],
        ['renata', 'Os meus também são todos de janela!'],
      ],
    },
    {
      by: 'renata',
      daysAgo: 11,
      title: 'Hambúrguer de grão-de-bico congelado',
      text: 'Fiz 16 de uma vez, como na aula, e congelei separados por papel-manteiga. Vão direto do freezer para a frigideira, cinco minutos de cada lado.\n\nMinha filha de 8 anos pediu de novo. Vitória!',
      images: ['plate'],
      likes: 3,
      comments: [
        ['tereza', 'Você põe aveia para dar liga?', [['renata', 'Duas colheres de farinha de aveia. Sem ovo, como na aula.']]],
        ['admin', 'Vitória mesmo, Renata!'],
      ],
    },
    {
      by: 'admin',
      daysAgo: 8,
      title: 'Relaxamento guiado antes de dormir',
      text: 'Uma sugestão da equipe: faça a aula de relaxamento guiado já deitada na cama, com a luz apagada, e ponha o celular no modo avião logo depois.\n\nQuem experimentar conta como foi.',
      likes: 3,
      comments: [
        ['tereza', 'Dormi antes de a aula terminar. Isso conta?', [['admin', 'Conta muito, Tereza!']]],
        ['professora', 'Indico também depois de um dia cansativo de ateliê.'],
      ],
    },
    {
      by: 'tereza',
      daysAgo: 4,
      title: 'Yoga com dor no joelho',
      text: 'Tenho um desgaste no joelho direito e sinto incômodo na postura da criança. Alguém adapta essa postura?',
      likes: 2,
      comments: [
        [
          'professora',
          'Ponha uma almofada ou toalha dobrada entre a coxa e a panturrilha. Se doer, pare: nenhuma postura vale a dor. E converse com seu médico.',
        ],
        ['renata', 'Eu uso um bloco embaixo do quadril e melhora muito.'],
      ],
    },
    {
      by: 'renata',
      daysAgo: 0.3,
      text: 'Cochonilha no alecrim! Alguém já usou óleo de neem? Quanto vocês diluem?',
      likes: 1,
      comments: [
        [
          'professora',
          'Uns 5 ml de óleo de neem e umas gotas de sabão neutro por litro de água. Aplique no fim do dia e repita depois de uma semana.',
        ],
      ],
    },
  ],
};
