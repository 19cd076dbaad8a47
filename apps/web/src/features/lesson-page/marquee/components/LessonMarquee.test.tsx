import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { LessonMarquee } from './LessonMarquee';
import { stubFetchRoutes, type Call } from '../../../../test/fetch-routes';

let calls: Call[] = [];
/** Every request answers `body`. */
function reply(body: unknown) {
  ({ calls } = stubFetchRoutes({}, [200, body]));
}
const paths = () => calls.map((c) => c.path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const marquee = {
  text: 'Parabéns, Joana! A live é hoje.',
  timer: 60,
  url: 'https://aurora.example/live',
  font: 'Inter',
  font_weight: 600,
  border_radius: 4,
  background_color: '#111111',
  text_color: '#FFFFFF',
  names: ['Joana'],
};

describe('LessonMarquee (CONTRACT "Lessons and the lesson screen": GET /api/auth/aulas/{tenant}/{lessonId}/marquee)', () => {
  it("shows the lesson's marquee as the server filled it", async () => {
    reply({ data: marquee });
    renderShell(<LessonMarquee lessonId={42} />);
    expect(await screen.findByRole('marquee', { name: 'Letreiro' })).toHaveTextContent('Parabéns, Joana! A live é hoje.');
    expect(paths()).toEqual(['/api/auth/aulas/1/42/marquee']);
    expect(screen.getByRole('link')).toHaveAttribute('target', '_blank');
  });

  it('fills a $nome_aluno the server left with the names it gave', async () => {
    reply({ data: { ...marquee, text: 'Oi $nome_aluno!', names: ['Caio'] } });
    renderShell(<LessonMarquee lessonId={42} />);
    expect(await screen.findByRole('marquee')).toHaveTextContent('Oi Caio!');
  });

  it('renders nothing when no marquee applies to the lesson', async () => {
    reply({ data: null });
    renderShell(<LessonMarquee lessonId={7} />);
    await waitFor(() => expect(paths()).toEqual(['/api/auth/aulas/1/7/marquee']));
    expect(screen.queryByRole('marquee')).toBeNull();
  });
});
