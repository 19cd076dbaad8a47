import { defineStrings } from '../../lib/locales/types';

/**
 * The celebration's own words: the animations' and songs' names (the rewards form lists them, the
 * student's celebration labels its picture), the mute switch and the previews.
 */
export default defineStrings({
  pt: {
    celebration: {
      animations: {
        none: 'Nenhuma',
        gold_level_up: 'Subiu de nível (ouro)',
        silver_level_up: 'Subiu de nível (prata)',
        bronze_level_up: 'Subiu de nível (bronze)',
        silver_medal: 'Medalha de prata',
        reward: 'Recompensa',
        congratulations: 'Parabéns',
        trophy_1: 'Troféu 1',
        trophy_2: 'Troféu 2',
        trophy_3: 'Troféu 3',
        rocket: 'Foguete',
        congratulation_1: 'Parabéns 1',
      },
      songs: { none: 'Nenhuma', fanfare: 'Fanfarra', chime: 'Sino', applause: 'Aplausos', level_up: 'Subiu de nível', victory: 'Vitória' },
      mute: 'Silenciar sons de comemoração',
      unmute: 'Ativar sons de comemoração',
      previewSong: 'Ouvir prévia da música',
      stopSong: 'Parar a prévia',
      previewTitle: 'Prévia da animação',
      close: 'Fechar',
    },
  },
  en: {
    celebration: {
      animations: {
        none: 'None',
        gold_level_up: 'Level up (gold)',
        silver_level_up: 'Level up (silver)',
        bronze_level_up: 'Level up (bronze)',
        silver_medal: 'Silver medal',
        reward: 'Reward',
        congratulations: 'Congratulations',
        trophy_1: 'Trophy 1',
        trophy_2: 'Trophy 2',
        trophy_3: 'Trophy 3',
        rocket: 'Rocket',
        congratulation_1: 'Congratulations 1',
      },
      songs: { none: 'None', fanfare: 'Fanfare', chime: 'Chime', applause: 'Applause', level_up: 'Level up', victory: 'Victory' },
      mute: 'Mute celebration sounds',
      unmute: 'Unmute celebration sounds',
      previewSong: 'Play song preview',
      stopSong: 'Stop the preview',
      previewTitle: 'Animation preview',
      close: 'Close',
    },
  },
  es: {
    celebration: {
      animations: {
        none: 'Ninguna',
        gold_level_up: 'Subió de nivel (oro)',
        silver_level_up: 'Subió de nivel (plata)',
        bronze_level_up: 'Subió de nivel (bronce)',
        silver_medal: 'Medalla de plata',
        reward: 'Recompensa',
        congratulations: 'Felicitaciones',
        trophy_1: 'Trofeo 1',
        trophy_2: 'Trofeo 2',
        trophy_3: 'Trofeo 3',
        rocket: 'Cohete',
        congratulation_1: 'Felicitaciones 1',
      },
      songs: {
        none: 'Ninguna',
        fanfare: 'Fanfarria',
        chime: 'Campana',
        applause: 'Aplausos',
        level_up: 'Subió de nivel',
        victory: 'Victoria',
      },
      mute: 'Silenciar sonidos de celebración',
      unmute: 'Activar sonidos de celebración',
      previewSong: 'Escuchar vista previa de la música',
      stopSong: 'Detener la vista previa',
      previewTitle: 'Vista previa de la animación',
      close: 'Cerrar',
    },
  },
});
