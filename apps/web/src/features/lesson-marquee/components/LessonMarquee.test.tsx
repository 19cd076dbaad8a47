import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { LessonMarquee } from './LessonMarquee';

const paths: string[] = [];
function reply(body: unknown) {
  paths.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      paths.push(path);
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
}

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

describe('LessonMarquee (CONTRACT: GET /api/auth/aulas/{tenant}/{lessonId}/marquee)', () => {
  it("shows the lesson's marquee as the server filled it", async () => {
    reply({ data: marquee });
    renderShell(<LessonMarquee lessonId={42} />);
    expect(await screen.findByRole('marquee', { name: 'Letreiro' })).toHaveTextContent('Parabéns, Joana! A live é hoje.');
    expect(paths).toEqual(['/api/auth/aulas/1/42/marquee']);
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
    await waitFor(() => expect(paths).toEqual(['/api/auth/aulas/1/7/marquee']));
    expect(screen.queryByRole('marquee')).toBeNull();
  });
});
