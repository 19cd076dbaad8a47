import type { DemoSchool } from './types';

/** Escola Aurora: creativity, career and money, in purple. Tests name its accounts, plans and titles. */
export const aurora: DemoSchool = {
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
    // Members of the communities' demo feeds (aurora-feed.ts): one per plan, so each community has its own crowd.
    { email: 'bianca@aurora.test', name: 'Bianca Tavares', roles: ['student'], products: [1] },
    { email: 'diego@aurora.test', name: 'Diego Martins', roles: ['student'], products: [0] },
    { email: 'patricia@aurora.test', name: 'Patrícia Gomes', roles: ['student'], products: [2] },
    { email: 'thiago@aurora.test', name: 'Thiago Ribeiro', roles: ['student'], products: [1, 2] },
  ],
  courses: [
    {
      title: 'Fotografia com o Celular',
      description: 'Da composição à edição: fotos bonitas com o aparelho que você já tem no bolso.',
      modules: [
        {
          title: 'Primeiros cliques',
          lessons: [
            {
              title: 'Conhecendo a câmera do seu celular',
              text: 'Foco, exposição e os modos que o aplicativo esconde: um passeio pela câmera antes do primeiro clique.',
            },
            {
              title: 'Regra dos terços na prática',
              text: 'Ligue a grade da câmera e posicione o assunto nos pontos fortes: três exercícios rápidos em casa.',
            },
            {
              title: 'Luz natural: o melhor horário',
              text: 'Por que a luz do fim da tarde favorece rostos e paisagens, e como aproveitar uma janela em dia nublado.',
            },
          ],
        },
        {
          title: 'Composição',
          lessons: [
            {
              title: 'Linhas que guiam o olhar',
              text: 'Calçadas, cercas e corrimãos que levam o olhar até o assunto: como encontrá-los no caminho de todo dia.',
            },
            {
              title: 'Enquadramento e perspectiva',
              text: 'Agache, suba num degrau, aproxime-se: a mesma cena fotografada de cinco alturas diferentes.',
            },
            {
              title: 'Retratos com fundo desfocado',
              text: 'O modo retrato, a distância certa do fundo e o cuidado com cabelos e bordas no recorte automático.',
            },
          ],
        },
        {
          title: 'Edição',
          lessons: [
            {
              title: 'Ajustes básicos de exposição',
              text: 'Exposição, realces e sombras no editor do próprio celular, sem perder os detalhes do céu.',
            },
            {
              title: 'Cores e contraste sem exagero',
              text: 'Temperatura, saturação e contraste com moderação: uma foto antes e depois, passo a passo.',
            },
          ],
        },
      ],
    },
    {
      title: 'Marketing Digital para Iniciantes',
      description: 'Entenda funis, conteúdo e anúncios para levar seu negócio para a internet.',
      modules: [
        {
          title: 'Fundamentos',
          lessons: [
            {
              title: 'O que é marketing digital',
              text: 'Canais próprios, pagos e conquistados: o mapa do que você pode fazer hoje com pouco orçamento.',
            },
            {
              title: 'Persona e público-alvo',
              text: 'Monte a ficha do seu cliente ideal com cinco perguntas e use-a para decidir cada post.',
            },
            { title: 'Jornada de compra', text: 'Descoberta, consideração e decisão: que conteúdo ajuda o cliente em cada etapa.' },
          ],
        },
        {
          title: 'Conteúdo',
          lessons: [
            {
              title: 'Calendário editorial',
              text: 'Uma planilha simples para planejar um mês de publicações sem ficar sem ideia na sexta-feira.',
            },
            {
              title: 'Textos que convertem',
              text: 'Título, benefício e chamada para ação: reescrevemos juntos a descrição de um produto real.',
            },
            {
              title: 'Introdução ao SEO',
              text: 'Palavras-chave, título da página e descrição: o básico para o seu site aparecer nas buscas.',
            },
          ],
        },
        {
          title: 'Anúncios',
          lessons: [
            {
              title: 'Primeira campanha paga',
              text: 'Objetivo, público e orçamento diário: uma campanha pequena montada do zero, sem desperdício.',
            },
            {
              title: 'Métricas que importam',
              text: 'Alcance, cliques e custo por resultado: o que olhar na primeira semana e o que ignorar.',
            },
          ],
        },
      ],
    },
    {
      title: 'Finanças Pessoais na Prática',
      description: 'Organize o orçamento, saia das dívidas e comece a investir com segurança.',
      modules: [
        {
          title: 'Organização',
          lessons: [
            {
              title: 'Mapeando seus gastos',
              text: 'Três meses de extrato numa planilha: descubra para onde vai o dinheiro sem julgamentos.',
            },
            { title: 'Orçamento 50-30-20', text: 'Necessidades, desejos e futuro: como adaptar a regra à sua renda e à sua fase de vida.' },
            {
              title: 'Reserva de emergência',
              text: 'Quanto guardar, onde deixar e como montar a reserva mesmo com pouco sobrando no mês.',
            },
          ],
        },
        {
          title: 'Investimentos',
          lessons: [
            { title: 'Renda fixa sem mistério', text: 'CDB, LCI e LCA comparados: rendimento, prazo, liquidez e a garantia do FGC.' },
            {
              title: 'Tesouro Direto passo a passo',
              text: 'Da abertura da conta na corretora à primeira compra de um título Selic, tela por tela.',
            },
            {
              title: 'Diversificação',
              text: 'Por que não colocar tudo no mesmo lugar e como dividir uma carteira iniciante em três partes.',
            },
          ],
        },
      ],
    },
    {
      title: 'Inglês para Viagens',
      description: 'Frases e situações reais para viajar com confiança: aeroporto, hotel e restaurante.',
      modules: [
        {
          title: 'No aeroporto',
          lessons: [
            { title: 'Check-in e bagagem', text: 'As perguntas do balcão de check-in e como responder sobre malas, assentos e conexões.' },
            {
              title: 'Imigração: perguntas comuns',
              text: 'Motivo da viagem, hospedagem e tempo de estadia: respostas curtas e seguras para a imigração.',
            },
          ],
        },
        {
          title: 'Hospedagem',
          lessons: [
            {
              title: 'Reservando um quarto',
              text: 'Datas, tipo de quarto e café da manhã: a conversa de uma reserva por telefone e por e-mail.',
            },
            {
              title: 'Resolvendo problemas no hotel',
              text: 'O chuveiro não esquenta, o Wi-Fi não conecta: como pedir ajuda na recepção com educação.',
            },
          ],
        },
        {
          title: 'Passeios',
          lessons: [
            { title: 'Pedindo informações', text: 'Direções, transporte público e horários: perguntas que resolvem o dia de passeio.' },
            { title: 'No restaurante', text: 'Reserva, pedido, restrições alimentares e a conta: um jantar completo em inglês.' },
            {
              title: 'Compras e pagamentos',
              text: 'Tamanhos, trocas e formas de pagamento: frases para lojas, feiras e caixas eletrônicos.',
            },
          ],
        },
      ],
    },
  ],
  home: {
    banners: [
      {
        category: 'Novidade',
        title: 'Bem-vindo à Escola Aurora',
        subtitle: 'Cursos práticos de criatividade, carreira e finanças para aprender no seu ritmo.',
        textButton: 'Começar agora',
      },
      {
        category: 'Agenda',
        title: 'Encontros ao vivo todo mês',
        subtitle:
          'Tire dúvidas com os professores e conheça outros alunos nas nossas aulas abertas, sempre na primeira terça-feira do mês.',
        textButton: 'Ver agenda',
      },
    ],
    secondBannerLink: '/live',
    start: { title: 'Comece por aqui', description: 'Os cursos mais procurados da escola, escolhidos pela nossa equipe.' },
    steps: { title: 'Passo a passo', description: 'Os módulos do curso na ordem certa para você avançar sem pular etapas.' },
    quick: { title: 'Aulas rápidas para hoje', description: 'Uma aula de cada curso para assistir no intervalo do café.' },
  },
  footer: {
    useTerms:
      '<h2>Termos de uso da Escola Aurora</h2><p>Ao criar sua conta você concorda em usar os cursos para estudo pessoal. O acesso é individual e não pode ser compartilhado.</p><h3>Planos e acesso</h3><p>Cada plano libera os cursos descritos na página de vendas, pelo prazo contratado. Cancelamentos seguem o Código de Defesa do Consumidor.</p><h3>Comunidade</h3><p>Seja gentil nos comentários. Mensagens ofensivas ou de propaganda são removidas pela moderação.</p>',
    privacyTerms:
      '<h2>Política de privacidade</h2><p>Guardamos seu nome, e-mail e progresso nas aulas para oferecer o curso e emitir certificados. Não vendemos seus dados.</p><h3>Seus direitos (LGPD)</h3><p>Você pode pedir uma cópia dos seus dados ou a exclusão da conta a qualquer momento pelo e-mail da escola.</p>',
    instagram: 'https://instagram.com/escola.aurora',
    youtube: 'https://youtube.com/@escola-aurora',
  },
  communityForm: 'config',
  communitiesPage: true,
  communities: [
    {
      title: 'Comunidade Aurora',
      description: 'O ponto de encontro de toda a escola: apresente-se, tire dúvidas e compartilhe o que está aprendendo.',
      principal: true,
      products: [],
      look: { background: '#1E1E2E', cover: 'bokeh' },
    },
    {
      title: 'Clube da Fotografia',
      description: 'Poste suas fotos da semana, peça opinião sobre enquadramento e participe dos desafios mensais.',
      products: [0, 1],
      look: { background: '#2D1B4E', cover: 'thirds' },
    },
    {
      title: 'Círculo de Mentoria',
      description: 'Encontros e conversas de carreira com os mentores, só para quem faz a Mentoria de Carreira.',
      products: [2],
      private: { upsellText: 'Conheça a Mentoria', upsellLink: 'https://wa.me/5511987654321?text=Quero%20a%20Mentoria' },
      look: { background: '#0F172A', cover: 'growth' },
    },
  ],
};
