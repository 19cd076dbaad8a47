/** The contract's demo schools: fixed ids, hosts and accounts (outside checks log in with them). */
export type DemoSchool = {
  id: number;
  slug: string;
  name: string;
  description: string;
  primaryColor: string;
  accent: string;
  users: { email: string; name: string; roles: ('student' | 'moderator' | 'admin' | 'owner')[]; review?: boolean; products: number[] }[];
  products: { title: string; status: 'active' | 'inactive'; courses: number[] }[];
  courses: { title: string; description: string; modules: { title: string; lessons: string[] }[] }[];
};

export const DEMO_PASSWORD = 'trilha123';

export const demoSchools: DemoSchool[] = [
  {
    id: 1,
    slug: 'aurora',
    name: 'Escola Aurora',
    description: 'Cursos práticos de criatividade, carreira e finanças para aprender no seu ritmo.',
    primaryColor: '#7C3AED',
    accent: '#F59E0B',
    products: [
      { title: 'Plano Essencial', status: 'active', courses: [0, 1] },
      { title: 'Plano Completo', status: 'active', courses: [0, 1, 2, 3] },
      { title: 'Mentoria de Carreira', status: 'active', courses: [3] },
      { title: 'Turma Fundadores 2023', status: 'inactive', courses: [2] },
    ],
    users: [
      { email: 'owner@aurora.test', name: 'Helena Duarte', roles: ['owner'], products: [1] },
      { email: 'admin@aurora.test', name: 'Rafael Moreira', roles: ['admin'], products: [1] },
      { email: 'moderador@aurora.test', name: 'Camila Rocha', roles: ['moderator'], products: [1] },
      { email: 'aluno@aurora.test', name: 'João Pereira', roles: ['student'], products: [0] },
      { email: 'aluna@aurora.test', name: 'Marina Lopes', roles: ['student'], products: [1, 2] },
      { email: 'revisor@aurora.test', name: 'Revisor App Store', roles: ['student'], review: true, products: [1] },
    ],
    courses: [
      {
        title: 'Fotografia com o Celular',
        description: 'Da composição à edição: fotos bonitas com o aparelho que você já tem no bolso.',
        modules: [
          {
            title: 'Primeiros cliques',
            lessons: ['Conhecendo a câmera do seu celular', 'Regra dos terços na prática', 'Luz natural: o melhor horário'],
          },
          { title: 'Composição', lessons: ['Linhas que guiam o olhar', 'Enquadramento e perspectiva', 'Retratos com fundo desfocado'] },
          { title: 'Edição', lessons: ['Ajustes básicos de exposição', 'Cores e contraste sem exagero'] },
        ],
      },
      {
        title: 'Marketing Digital para Iniciantes',
        description: 'Entenda funis, conteúdo e anúncios para levar seu negócio para a internet.',
        modules: [
          { title: 'Fundamentos', lessons: ['O que é marketing digital', 'Persona e público-alvo', 'Jornada de compra'] },
          { title: 'Conteúdo', lessons: ['Calendário editorial', 'Textos que convertem', 'Introdução ao SEO'] },
          { title: 'Anúncios', lessons: ['Primeira campanha paga', 'Métricas que importam'] },
        ],
      },
      {
        title: 'Finanças Pessoais na Prática',
        description: 'Organize o orçamento, saia das dívidas e comece a investir com segurança.',
        modules: [
          { title: 'Organização', lessons: ['Mapeando seus gastos', 'Orçamento 50-30-20', 'Reserva de emergência'] },
          { title: 'Investimentos', lessons: ['Renda fixa sem mistério', 'Tesouro Direto passo a passo', 'Diversificação'] },
        ],
      },
      {
        title: 'Inglês para Viagens',
        description: 'Frases e situações reais para viajar com confiança: aeroporto, hotel e restaurante.',
        modules: [
          { title: 'No aeroporto', lessons: ['Check-in e bagagem', 'Imigração: perguntas comuns'] },
          { title: 'Hospedagem', lessons: ['Reservando um quarto', 'Resolvendo problemas no hotel'] },
          { title: 'Passeios', lessons: ['Pedindo informações', 'No restaurante', 'Compras e pagamentos'] },
        ],
      },
    ],
  },
  {
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
    ],
    courses: [
      {
        title: 'Cerâmica para Iniciantes',
        description: 'Modelagem à mão, placas e acabamentos: suas primeiras peças do barro ao forno.',
        modules: [
          { title: 'O barro', lessons: ['Tipos de argila', 'Preparando a massa', 'Técnica do beliscão'] },
          { title: 'Peças', lessons: ['Cumbucas com rolinhos', 'Pratos com placas', 'Esmaltação e queima'] },
        ],
      },
      {
        title: 'Jardinagem Urbana',
        description: 'Hortas em varandas, vasos e pequenos espaços, do substrato à colheita.',
        modules: [
          { title: 'Planejamento', lessons: ['Luz e espaço disponível', 'Escolhendo os vasos', 'Substrato e adubação'] },
          { title: 'Cultivo', lessons: ['Temperos fáceis', 'Rega na medida certa', 'Pragas sem veneno'] },
        ],
      },
      {
        title: 'Cozinha Vegetariana',
        description: 'Receitas do dia a dia, nutritivas e saborosas, sem carne e sem complicação.',
        modules: [
          { title: 'Base', lessons: ['Grãos e leguminosas', 'Temperos e caldos caseiros'] },
          { title: 'Receitas', lessons: ['Moqueca de banana-da-terra', 'Hambúrguer de grão-de-bico', 'Risoto de cogumelos'] },
        ],
      },
      {
        title: 'Yoga em Casa',
        description: 'Sequências curtas para começar o dia com energia e terminar com calma.',
        modules: [
          { title: 'Fundamentos', lessons: ['Respiração consciente', 'Posturas de base'] },
          { title: 'Sequências', lessons: ['Saudação ao sol', 'Alongamento para quem trabalha sentado', 'Relaxamento guiado'] },
        ],
      },
    ],
  },
];
