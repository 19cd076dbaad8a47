import type { DemoFeed } from '../community-posts';

/**
 * Escola Aurora's communities as a newcomer finds them (docs/communities.md): photography, marketing, money
 * and English, by the school's students and staff (schools/aurora.ts), over the last four weeks.
 */
export const auroraFeed: DemoFeed = {
  'Comunidade Aurora': [
    {
      by: 'moderador',
      daysAgo: 27,
      pinned: true,
      title: 'Boas-vindas! Leia antes de postar',
      text: 'Que bom ter você aqui! Esta é a comunidade de toda a Escola Aurora.\n\nAlgumas combinações para a conversa render:\n• Apresente-se: conte de onde você é e qual curso está fazendo.\n• Dúvidas de aula são bem-vindas: diga o nome da aula para a gente achar rápido.\n• Nada de propaganda ou correntes; a moderação remove.\n\nOs encontros ao vivo são na primeira terça-feira de cada mês, às 20h. Até lá!',
      likes: 8,
      comments: [
        [
          'aluno',
          'Oi! Sou o João, de Belo Horizonte, e comecei pela Fotografia com o Celular. Ansioso pelo encontro!',
          [['moderador', 'Bem-vindo, João! Traga uma foto sua para o encontro, vamos comentar algumas ao vivo.']],
        ],
        ['patricia', 'Patrícia aqui, de Curitiba. Vim pela Mentoria de Carreira, mas já estou de olho no curso de inglês.'],
        [
          'diego',
          'Diego, de Recife. Alguém mais estudando à noite, depois do trabalho?',
          [['bianca', 'Eu! Meu horário é das 21h às 22h, com café.']],
        ],
      ],
    },
    {
      by: 'aluna',
      daysAgo: 24,
      title: 'Saí do cheque especial em quatro meses',
      text: 'Quando fiz o mapeamento de gastos da primeira aula de Finanças, descobri que R$ 380 por mês iam para delivery e assinaturas que eu nem usava.\n\nCancelei três serviços, passei a levar marmita duas vezes por semana e usei a diferença para quitar o cheque especial. Hoje fechei o mês no azul pela primeira vez desde 2022.\n\nPróximo passo: a reserva de emergência.',
      images: ['growth'],
      likes: 8,
      comments: [
        [
          'owner',
          'Marina, que orgulho! Posso contar sua história (sem seu nome) no próximo encontro ao vivo?',
          [['aluna', 'Pode sim, Helena! Pode até usar o nome.']],
        ],
        ['thiago', 'As assinaturas são traiçoeiras. Achei R$ 90 em dois aplicativos de streaming repetidos.'],
        [
          'diego',
          'Qual planilha você usou? A da aula ou uma sua?',
          [['aluna', 'A da aula, só acrescentei uma coluna "precisava mesmo?" com sim ou não.']],
        ],
      ],
    },
    {
      by: 'aluno',
      daysAgo: 21,
      text: 'Pergunta rápida: os encontros ao vivo ficam gravados? Trabalho em turno na primeira terça do mês e não queria perder.',
      likes: 2,
      comments: [
        ['admin', 'Ficam sim, João. A gravação entra na área do curso até a sexta-feira seguinte ao encontro.'],
        ['aluno', 'Perfeito, obrigado, Rafael!'],
      ],
    },
    {
      by: 'owner',
      daysAgo: 19,
      title: 'Encontro ao vivo de maio: orçamento sem planilha chata',
      text: 'Na próxima terça, às 20h, vou montar ao vivo um orçamento 50-30-20 com os números (anônimos) que vocês mandarem.\n\nQuer participar? Responda aqui com sua renda aproximada e três gastos fixos. Não precisa ser exato.\n\nO link da sala chega por e-mail no dia.',
      images: ['donut'],
      likes: 7,
      comments: [
        ['thiago', 'Renda de R$ 4.200, aluguel R$ 1.300, transporte R$ 280 e internet R$ 110.'],
        [
          'bianca',
          'Posso mandar os meus por e-mail? Fico sem graça de postar aqui.',
          [['owner', 'Claro, Bianca! Pode mandar no e-mail da escola.']],
        ],
        ['aluna', 'Vou estar lá! Traga também um exemplo de quem tem renda variável, por favor.'],
      ],
    },
    {
      by: 'bianca',
      daysAgo: 16,
      title: 'Minha primeira campanha paga: R$ 10 por dia',
      text: 'Segui a aula de primeira campanha para o ateliê de bolos da minha tia. Sete dias, R$ 70 no total, público num raio de 5 km.\n\nResultado: 41 mensagens no WhatsApp e 9 encomendas. O gráfico é o alcance por dia; no sábado impulsionei o post do bolo de cenoura e foi o melhor dia.\n\nO que vocês olhariam agora para a segunda semana?',
      images: ['bars'],
      likes: 6,
      comments: [
        ['moderador', 'Olhe o custo por mensagem: R$ 1,70 está ótimo para encomenda. Eu manteria o público e testaria outra foto.'],
        [
          'aluno',
          'Nove encomendas com R$ 70 é muito bom! O objetivo da campanha foi mensagens?',
          [['bianca', 'Isso, mensagens. Tráfego para o perfil deu muita curtida e pouca conversa.']],
        ],
        ['diego', 'Salvei para quando eu for anunciar minhas aulas de violão.'],
      ],
    },
    {
      by: 'patricia',
      daysAgo: 13,
      text: 'Fiz meu primeiro check-in inteiro em inglês! Voo para Lisboa, e a atendente perguntou se eu levava algo cortante na mala. Lembrei na hora da aula: "No, I don\'t have any sharp objects."\n\nParece pouco, mas antes eu travava em tudo.',
      images: ['ticket'],
      likes: 6,
      comments: [
        [
          'admin',
          'Que demais, Patrícia! Boa viagem. Depois conta como foi na imigração.',
          [['patricia', 'Conto sim! Estou treinando as respostas da aula de imigração no espelho.']],
        ],
        ['aluna', '"Window or aisle?" foi a pergunta que me pegou da primeira vez.'],
      ],
    },
    {
      by: 'thiago',
      daysAgo: 10,
      title: 'Reserva de emergência: poupança ou Tesouro Selic?',
      text: 'Juntei o equivalente a dois meses de gastos e está tudo na poupança. Vi na aula que o Tesouro Selic costuma render mais e tem liquidez diária.\n\nA dúvida: vale mover tudo agora ou deixar uma parte na conta para o caso de precisar num fim de semana?\n\nPara quem quiser comparar, as taxas do dia ficam em https://www.tesourodireto.com.br/titulos/precos-e-taxas.htm',
      likes: 5,
      comments: [
        ['owner', 'Boa pergunta! Uma divisão comum: um mês de gastos numa conta que rende e resgata na hora, e o resto no Selic.'],
        ['aluna', 'Fiz assim também. O resgate do Selic cai no mesmo dia útil se você pedir de manhã, pelo menos na minha corretora.'],
        ['diego', 'Não sabia disso do resgate, valeu!'],
      ],
    },
    {
      by: 'admin',
      daysAgo: 8,
      title: 'Como estudar 20 minutos por dia (e não desistir)',
      text: 'O que tem funcionado para quem mais avança aqui na escola:\n\n1. Hora marcada: o mesmo horário todos os dias, como um compromisso.\n2. Uma aula por vez: assista, pratique e só depois passe para a próxima.\n3. Conte para alguém: poste aqui o que fez hoje, mesmo que tenha sido pouco.\n\nQual é o seu horário de estudo?',
      likes: 7,
      comments: [
        ['bianca', '21h, depois que as crianças dormem.'],
        [
          'aluno',
          'Na volta do trabalho, no ônibus. Quarenta minutos que antes eram só de celular à toa.',
          [['admin', 'Ótimo uso do trajeto, João. Depois conta qual curso rende melhor no ônibus.']],
        ],
        ['patricia', '6h30, antes de todo mundo acordar.'],
        ['thiago', 'Confesso que o item 3 é o que mais me ajuda. Vou postar mais.'],
      ],
    },
    {
      by: 'patricia',
      daysAgo: 5,
      text: 'Alguém de Curitiba por aqui? Pensei em marcar um café para estudar junto num sábado de manhã, no Centro. Quem topa?',
      likes: 3,
      comments: [
        ['moderador', 'Que bacana a iniciativa, Patrícia! Se o grupo fechar, conta pra gente que divulgamos.'],
        ['thiago', 'Sou de São José dos Pinhais, conta comigo!'],
      ],
    },
    {
      by: 'aluna',
      daysAgo: 1.5,
      title: 'Pôr do sol do último fim de semana',
      text: 'Testei a dica de luz natural no fim da tarde, na praia. Tirei com o celular, sem filtro, só baixei os realces no editor.\n\nQual das duas vocês preferem?',
      images: ['sunset', 'sunset'],
      likes: 6,
      comments: [
        ['aluno', 'A segunda! O sol mais baixo deixou tudo mais quente.'],
        ['moderador', 'Também fico com a segunda. Poste no Clube da Fotografia, ela combina com o desafio do mês.'],
      ],
    },
  ],
  'Clube da Fotografia': [
    {
      by: 'moderador',
      daysAgo: 26,
      title: 'Desafio do mês: linhas que guiam o olhar',
      text: 'Regras simples:\n• Uma foto por pessoa, feita neste mês, com o celular.\n• Procure linhas no caminho de todo dia: calçadas, cercas, trilhos, corrimãos.\n• Conte em uma frase onde fez e o que ajustou.\n\nNo último dia comento as fotos no encontro ao vivo. Esta é a minha, da estrada para Tiradentes.',
      images: ['street'],
      likes: 6,
      comments: [
        ['aluno', 'Já estou caçando linhas no caminho do trabalho!'],
        ['diego', 'Vale foto na vertical?', [['moderador', 'Vale! A vertical até ajuda com linhas que sobem.']]],
        ['bianca', 'Amei a cerca acompanhando a estrada.'],
      ],
    },
    {
      by: 'aluno',
      daysAgo: 22,
      title: 'Minha entrada no desafio',
      text: 'Fiz na rua de casa, às 7h. Primeiro tirei em pé (foto 1), depois agachado no meio-fio (foto 2). Agachado, a faixa vira uma linha que puxa direto para o fundo.',
      images: ['street', 'street'],
      likes: 5,
      comments: [
        ['moderador', 'Esse é exatamente o ponto da aula de perspectiva. A segunda está muito melhor, João!'],
        [
          'aluna',
          'Agachar muda tudo mesmo. Você usou a grade da câmera?',
          [['aluno', 'Usei! Deixei o fim da rua no ponto de cima, à direita.']],
        ],
      ],
    },
    {
      by: 'bianca',
      daysAgo: 19,
      title: 'Retrato da minha avó com fundo desfocado',
      text: 'Usei o modo retrato a uns dois metros dela, com as luzinhas da varanda lá atrás. O recorte automático comeu um pedaço do cabelo perto da orelha.\n\nAlguma dica para o cabelo não sumir no desfoque?',
      images: ['bokeh'],
      likes: 6,
      comments: [
        ['admin', 'Afaste as luzes, não a sua avó: quanto mais longe o fundo, menos o celular precisa recortar.'],
        [
          'moderador',
          'Outra dica: evite fundo da cor do cabelo. Cabelo escuro contra a noite confunde o recorte.',
          [['bianca', 'Faz sentido! Vou tentar de dia, com a parede clara atrás.']],
        ],
        ['diego', 'O desfoque das luzes ficou lindo.'],
      ],
    },
    {
      by: 'diego',
      daysAgo: 15,
      text: 'Fim de tarde no Marco Zero. O céu ficou bonito, mas as pessoas na frente saíram quase pretas. Se clareio as sombras no editor, o céu estoura. Como vocês resolvem?',
      images: ['sunset'],
      likes: 3,
      comments: [
        ['owner', 'Toque nas pessoas antes de clicar: o celular mede a luz por elas. Depois baixe um pouco a exposição deslizando o dedo.'],
        ['aluna', 'Ou deixe o HDR automático ligado. No meu salvou várias assim.'],
        ['diego', 'Vou testar as duas amanhã, obrigado!'],
      ],
    },
    {
      by: 'aluna',
      daysAgo: 12,
      title: 'Regra dos terços: antes e depois',
      text: 'A mesma árvore da praça, três tentativas. Na primeira deixei a árvore no centro; nas outras, em cima das linhas da grade.\n\nA terceira é a minha preferida: sobra céu para o olhar respirar.',
      images: ['thirds', 'thirds', 'thirds'],
      likes: 7,
      comments: [
        ['thiago', 'A terceira ficou muito mais leve mesmo.'],
        ['moderador', 'Perfeito, Marina. Repare como na terceira o tronco também vira uma linha vertical da grade.'],
        ['aluno', 'Vou fazer o mesmo exercício no parque perto de casa.'],
      ],
    },
    {
      by: 'thiago',
      daysAgo: 9,
      title: 'Fotos noturnas tremidas',
      text: 'Toda foto à noite sai tremida, mesmo segurando firme. Já limpei a lente. É o celular (tem uns quatro anos) ou sou eu?',
      likes: 2,
      comments: [
        [
          'admin',
          'Provavelmente a exposição longa do modo noturno. Apoie o celular num muro ou banco e use o temporizador de 3 segundos.',
          [['thiago', 'Funcionou! Usei o temporizador com o celular apoiado na mureta.']],
        ],
        ['bianca', 'Uso um tripé de mesa pequenininho e mudou minha vida.'],
      ],
    },
    {
      by: 'owner',
      daysAgo: 6,
      title: 'Dica que ninguém dá: limpe a lente',
      text: 'Metade das fotos "leitosas" que vejo por aqui é dedo na lente. Antes de fotografar, passe um pano macio (ou a barra da camiseta de algodão) na câmera.\n\nParece bobo, mas faz mais diferença que qualquer filtro.',
      likes: 6,
      comments: [
        ['aluno', 'Culpado. Tinha uma digital na minha lente havia semanas.'],
        ['diego', 'Vou colar um lembrete na capinha.'],
      ],
    },
    {
      by: 'aluno',
      daysAgo: 3,
      title: 'Edição: exagerei?',
      text: 'Primeira vez mexendo em contraste e saturação. A primeira é a original, a segunda, editada. Sinto que o verde ficou artificial.',
      images: ['thirds', 'thirds'],
      likes: 4,
      comments: [
        ['moderador', 'Um pouquinho, sim. Volte a saturação pela metade e suba só a vibração, que poupa as cores que já estão fortes.'],
        ['aluna', 'Eu gostei, mas concordo com a Camila: o gramado ficou meio neon.'],
        ['bianca', 'Fiz isso em todas as minhas primeiras fotos, faz parte!'],
      ],
    },
    {
      by: 'bianca',
      daysAgo: 0.4,
      text: 'Domingo vou fotografar a feira do bairro: barracas de frutas e a luz das lonas coloridas. Alguma dica para fotografar pessoas sem deixar ninguém desconfortável?',
      likes: 3,
      comments: [
        ['moderador', 'Peça licença e mostre a foto depois: quase todo mundo gosta. E compre alguma coisa da barraca, ajuda a conversa!'],
        ['aluno', 'Comece pelas frutas e pelas mãos, sem rosto. A confiança vem.'],
      ],
    },
  ],
  'Círculo de Mentoria': [
    {
      by: 'admin',
      daysAgo: 25,
      title: 'Encontro de quinta: currículo de uma página',
      text: 'Na quinta, às 19h30, revisamos currículos ao vivo. Mande o seu em PDF até quarta à noite pelo e-mail da mentoria (pode tirar telefone e endereço).\n\nVamos olhar três coisas: o resumo do topo, os resultados em números e o que pode sair.',
      likes: 4,
      comments: [
        [
          'patricia',
          'Mandei o meu! Tenho 12 anos de experiência e não consigo caber em uma página.',
          [['admin', 'Essa é a parte boa do exercício, Patrícia: os últimos cinco anos contam a história, o resto vira uma linha.']],
        ],
        [
          'thiago',
          'Posso mandar mesmo estando em transição de área?',
          [['admin', 'Deve! Transição é justamente o caso mais interessante de revisar.']],
        ],
      ],
    },
    {
      by: 'aluna',
      daysAgo: 20,
      title: 'Negociei meu salário pela primeira vez',
      text: 'Recebi uma proposta e, em vez de aceitar na hora, fiz o que treinamos na mentoria: agradeci, pedi dois dias e voltei com a pesquisa de mercado em mãos.\n\nConsegui 12% a mais que a oferta inicial e um dia de trabalho remoto por semana. Estou em choque até agora.',
      likes: 5,
      comments: [
        ['owner', 'Marina! Que orgulho. Isso é resultado de preparo, não de sorte.'],
        [
          'patricia',
          'Inspiração pura. Onde você pesquisou os salários?',
          [
            [
              'aluna',
              'Juntei três fontes: vagas parecidas que mostravam a faixa, sites de avaliação de empresas e conversa com duas amigas da área.',
            ],
          ],
        ],
        ['thiago', 'Anotado: "pedir dois dias". Eu sempre aceito na hora.'],
      ],
    },
    {
      by: 'patricia',
      daysAgo: 14,
      title: 'Resumo do LinkedIn: ficou bom?',
      text: 'Reescrevi com a estrutura do encontro:\n\n"Analista financeira com 12 anos em controladoria de indústria. Reduzi em 30% o tempo de fechamento mensal automatizando relatórios. Busco posições de FP&A em empresas de tecnologia."\n\nCríticas sinceras, por favor.',
      likes: 5,
      comments: [
        [
          'moderador',
          'Muito bom, direto e com número. Só trocaria "Busco posições" por "Quero ajudar empresas de tecnologia a...": fala do que você entrega.',
        ],
        [
          'admin',
          'Concordo com a Camila. E use no título do perfil as palavras da vaga que você quer: é o que a busca do recrutador lê primeiro.',
        ],
        ['patricia', 'Ajustei as duas coisas, obrigada!'],
      ],
    },
    {
      by: 'thiago',
      daysAgo: 11,
      title: 'Medo de recomeçar aos 35',
      text: 'Sou técnico de enfermagem há dez anos e quero ir para análise de dados. Estudo à noite há seis meses.\n\nO que mais me trava não é o conteúdo, é a sensação de que vou começar do zero e ganhar menos.\n\nAlguém aqui fez uma transição assim?',
      likes: 5,
      comments: [
        [
          'aluna',
          'Fiz de professora para marketing aos 33. Nos primeiros meses ganhei menos, sim, mas em dois anos passei o salário antigo.',
        ],
        [
          'admin',
          'Você não começa do zero, Thiago: dados de saúde são uma área enorme, e você conhece a rotina de um hospital por dentro. Isso é raro.',
          [['thiago', 'Nunca tinha pensado por esse lado. Vou olhar vagas de dados em hospitais e planos de saúde.']],
        ],
        ['owner', 'Traga isso para o encontro de quinta, vale uma conversa com todo mundo.'],
      ],
    },
    {
      by: 'moderador',
      daysAgo: 7,
      title: 'Roteiro para responder "me fale de um desafio"',
      text: 'A pergunta aparece em quase toda entrevista. Use a estrutura STAR:\n\nSituação: onde e quando (uma frase).\nTarefa: o que cabia a você.\nAção: o que você fez, com verbos seus, não da equipe.\nResultado: o que mudou, de preferência com número.\n\nEscreva duas histórias assim antes de qualquer entrevista e treine em voz alta.',
      likes: 5,
      comments: [
        ['patricia', 'Salvei! Escrevi a do fechamento mensal e ficou em um minuto e meio.'],
        ['thiago', 'Vou escrever a do plantão em que reorganizei a escala da equipe.'],
      ],
    },
    {
      by: 'patricia',
      daysAgo: 2,
      title: 'Consegui a vaga!',
      text: 'Depois de quatro entrevistas, a resposta chegou hoje: vou para FP&A numa empresa de software, como eu queria.\n\nObrigada a todo mundo deste círculo, em especial ao Rafael pela revisão do currículo e à Camila pelo roteiro STAR, que usei em duas entrevistas.',
      likes: 5,
      comments: [
        ['admin', 'Parabéns, Patrícia! Merecido demais.'],
        ['aluna', 'Que notícia boa! Comemore muito.'],
        ['thiago', 'Agora você é a prova viva para mim. Parabéns!'],
        ['moderador', 'Ficamos muito felizes! Conte depois como foram as primeiras semanas.'],
      ],
    },
  ],
};
