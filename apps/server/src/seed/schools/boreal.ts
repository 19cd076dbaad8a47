import type { DemoSchool } from './types';

/** Escola Boreal: hands, home and well-being, in sky blue and green; its own words everywhere. */
export const boreal: DemoSchool = {
  id: 2,
  slug: 'boreal',
  name: 'Escola Boreal',
  description: 'Artes manuais, casa e bem-estar com professores apaixonados pelo que fazem.',
  primaryColor: '#0EA5E9',
  accent: '#10B981',
  products: [
    { title: 'Assinatura Mensal', status: 'active', courses: [0, 1] },
    { title: 'Assinatura Anual', status: 'active', courses: [0, 1, 2, 3] },
    { title: 'Workshop de Cerâmica', status: 'active', courses: [0] },
    { title: 'Turma Piloto', status: 'inactive', courses: [3] },
  ],
  users: [
    { email: 'admin@boreal.test', name: 'Beatriz Nogueira', roles: ['admin'], products: [1] },
    { email: 'aluno@boreal.test', name: 'Lucas Andrade', roles: ['student'], products: [0] },
    // The teacher and the members of the communities' demo feeds (boreal-feed.ts), so each community has its own crowd.
    { email: 'professora@boreal.test', name: 'Sofia Campos', roles: ['moderator'], products: [1] },
    { email: 'renata@boreal.test', name: 'Renata Farias', roles: ['student'], products: [1, 2] },
    { email: 'gabriel@boreal.test', name: 'Gabriel Souza', roles: ['student'], products: [0, 2] },
    { email: 'tereza@boreal.test', name: 'Tereza Lima', roles: ['student'], products: [1] },
    { email: 'yara@boreal.test', name: 'Yara Mendes', roles: ['student'], products: [0] },
    { email: 'otavio@boreal.test', name: 'Otávio Prado', roles: ['student'], products: [2] },
  ],
  courses: [
    {
      title: 'Cerâmica para Iniciantes',
      description: 'Modelagem à mão, placas e acabamentos: suas primeiras peças do barro ao forno.',
      modules: [
        {
          title: 'O barro',
          lessons: [
            {
              title: 'Tipos de argila',
              text: 'Argila vermelha, branca e refratária: qual escolher para peças de uso diário e como guardar.',
            },
            {
              title: 'Preparando a massa',
              text: 'Sovar para tirar o ar, medir a umidade com os dedos e cobrir a massa para o dia seguinte.',
            },
            { title: 'Técnica do beliscão', text: 'Uma tigelinha feita só com os polegares: a técnica mais antiga para sentir o barro.' },
          ],
        },
        {
          title: 'Peças',
          lessons: [
            { title: 'Cumbucas com rolinhos', text: 'Rolinhos de espessura igual, emendas firmes e paredes que sobem sem rachar.' },
            { title: 'Pratos com placas', text: 'Abrir a placa com rolo e guias, cortar com molde de papel e curvar sobre uma forma.' },
            {
              title: 'Esmaltação e queima',
              text: 'Biscoito, esmalte e segunda queima: o que acontece no forno e como evitar peças coladas.',
            },
          ],
        },
      ],
    },
    {
      title: 'Jardinagem Urbana',
      description: 'Hortas em varandas, vasos e pequenos espaços, do substrato à colheita.',
      modules: [
        {
          title: 'Planejamento',
          lessons: [
            { title: 'Luz e espaço disponível', text: 'Quantas horas de sol sua varanda recebe e quais plantas aceitam meia-sombra.' },
            { title: 'Escolhendo os vasos', text: 'Barro, plástico ou tecido: drenagem, tamanho e peso para cada tipo de cultivo.' },
            {
              title: 'Substrato e adubação',
              text: 'Terra, húmus e areia na proporção certa, e um adubo caseiro feito com restos da cozinha.',
            },
          ],
        },
        {
          title: 'Cultivo',
          lessons: [
            { title: 'Temperos fáceis', text: 'Manjericão, cebolinha e hortelã: plantio por muda e por semente, e a primeira colheita.' },
            { title: 'Rega na medida certa', text: 'O teste do dedo, o horário da rega e os sinais de água demais ou de menos.' },
            {
              title: 'Pragas sem veneno',
              text: 'Pulgões e cochonilhas controlados com calda de sabão, óleo de neem e plantas companheiras.',
            },
          ],
        },
      ],
    },
    {
      title: 'Cozinha Vegetariana',
      description: 'Receitas do dia a dia, nutritivas e saborosas, sem carne e sem complicação.',
      modules: [
        {
          title: 'Base',
          lessons: [
            { title: 'Grãos e leguminosas', text: 'Remolho, cozimento na pressão e congelamento em porções para a semana inteira.' },
            {
              title: 'Temperos e caldos caseiros',
              text: 'Um caldo de legumes com cascas e talos e uma pasta de temperos que dura um mês na geladeira.',
            },
          ],
        },
        {
          title: 'Receitas',
          lessons: [
            { title: 'Moqueca de banana-da-terra', text: 'Leite de coco, dendê e banana firme: a moqueca baiana numa versão sem peixe.' },
            { title: 'Hambúrguer de grão-de-bico', text: 'Textura firme sem ovo, dourado na frigideira e pronto para congelar.' },
            {
              title: 'Risoto de cogumelos',
              text: 'Arroz arbório, caldo quente aos poucos e cogumelos salteados à parte para não soltarem água.',
            },
          ],
        },
      ],
    },
    {
      title: 'Yoga em Casa',
      description: 'Sequências curtas para começar o dia com energia e terminar com calma.',
      modules: [
        {
          title: 'Fundamentos',
          lessons: [
            {
              title: 'Respiração consciente',
              text: 'A respiração completa em três tempos, sentado ou deitado, para acalmar antes da prática.',
            },
            { title: 'Posturas de base', text: 'Montanha, cachorro olhando para baixo e postura da criança, com apoios para cada corpo.' },
          ],
        },
        {
          title: 'Sequências',
          lessons: [
            { title: 'Saudação ao sol', text: 'Doze movimentos ligados à respiração, primeiro devagar e depois no ritmo da aula.' },
            { title: 'Alongamento para quem trabalha sentado', text: 'Pescoço, ombros e quadril em dez minutos, sem sair da cadeira.' },
            { title: 'Relaxamento guiado', text: 'Uma prática deitada, do pé à cabeça, para terminar o dia e dormir melhor.' },
          ],
        },
      ],
    },
  ],
  home: {
    banners: [
      {
        category: 'Mãos à obra',
        title: 'Aprenda fazendo, no seu tempo',
        subtitle: 'Cerâmica, horta, cozinha e yoga com aulas curtas que cabem na sua semana.',
        textButton: 'Assistir à primeira aula',
      },
      {
        category: 'Sua lista',
        title: 'Guarde o que quer fazer depois',
        subtitle: 'Toque no coração de uma aula ou curso e encontre tudo reunido em Favoritos.',
        textButton: 'Abrir meus favoritos',
      },
    ],
    secondBannerLink: '/favoritos',
    start: { title: 'Escolha seu próximo projeto', description: 'Quatro cursos para colocar a mão na massa, na terra e no tapete.' },
    steps: { title: 'Do barro ao forno', description: 'As etapas do curso, uma de cada vez, como no ateliê.' },
    quick: { title: 'Dez minutos de prática', description: 'Uma aula curta de cada curso para fazer hoje mesmo.' },
  },
  footer: {
    useTerms:
      '<h2>Termos de uso da Escola Boreal</h2><p>As aulas são para uso pessoal. Você pode praticar e vender as peças que fizer; só não pode republicar os vídeos.</p><h3>Assinaturas</h3><p>A assinatura mensal renova todo mês e pode ser cancelada a qualquer momento; a anual libera todos os cursos por doze meses.</p>',
    privacyTerms:
      '<h2>Como cuidamos dos seus dados</h2><p>Usamos seu e-mail para o acesso e para avisos das aulas ao vivo. Você escolhe quais avisos quer receber.</p><h3>Exclusão</h3><p>Peça a exclusão da conta pelo e-mail da escola e apagamos seus dados em até 15 dias.</p>',
    instagram: 'https://instagram.com/escola.boreal',
    youtube: 'https://youtube.com/@escola-boreal',
  },
  communityForm: 'legacy',
  communitiesPage: false,
  communities: [
    {
      title: 'Ateliê Boreal',
      description: 'A comunidade da escola: mostre suas peças, troque dicas de materiais e conheça outros alunos.',
      principal: true,
      products: [0, 1],
      look: { background: '/backgrounds/azul-ceu.webp', primaryText: '#FFFFFF', secondaryText: '#D1FAE5', font: 'Poppins' },
    },
    {
      title: 'Roda de Cerâmica',
      description: 'Fotos do forno, dúvidas de esmalte e encontros ao vivo para quem faz o Workshop de Cerâmica.',
      products: [2],
      look: { background: '/backgrounds/marrom-cafe.webp', primaryText: '#FFFFFF', secondaryText: '#FDE68A', font: 'Lato' },
      content: { carousels: false },
    },
    {
      title: 'Casa e Bem-estar',
      description: 'Receitas, plantas e rotinas de autocuidado: compartilhe o que funciona na sua casa.',
      products: [1],
      look: { background: '/backgrounds/verde-menta.webp', primaryText: '#0F172A', secondaryText: '#134E4A', font: 'Inter' },
      content: { videos: false, allowFiles: false },
    },
  ],
};
