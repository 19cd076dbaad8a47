import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render-app';
import { fillNames } from './fill-names';
import { Marquee, type MarqueeProps } from './Marquee';

const props: MarqueeProps = {
  text: 'Olá Ana, a live de sexta começa às 19h!',
  timer: 40,
  url: null,
  font: 'Poppins',
  font_weight: 400,
  border_radius: 12,
  background_color: '#6C5CE7',
  text_color: '#FFFFFF',
};

const strip = () => screen.getByRole('marquee', { name: 'Letreiro' });

/** The test setup answers matchMedia by width only; this one also says whether reduced motion is asked for. */
function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const answer = original(query);
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(answer, 'matches', { value: reduce });
    return answer;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('Marquee (spec 001 "Letreiro", WCAG 2.2.2)', () => {
  it('scrolls the text in its font and colours, at a duration of the distance over the speed', () => {
    // The track is the viewport plus the text: 1200 px at 40 px/s crosses in 30 s.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
    renderShell(<Marquee {...props} />);
    expect(strip()).toHaveTextContent(props.text);
    expect(strip()).toHaveStyle({ borderRadius: '12px', color: '#FFFFFF', fontWeight: '400' });
    expect(strip().style.fontFamily).toContain('Poppins');
    const track = strip().querySelector<HTMLElement>('[class*="track"]')!;
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('30.00s');
    expect(strip()).not.toHaveAttribute('data-paused');
  });

  it('has a pause button that stops and resumes it (aria-pressed, translated label)', async () => {
    renderShell(<Marquee {...props} />);
    const pause = screen.getByRole('button', { name: 'Pausar letreiro' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    const play = screen.getByRole('button', { name: 'Retomar letreiro' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    expect(strip()).toHaveAttribute('data-paused', 'true');
    expect(strip().className).toMatch(/paused/);
    await userEvent.click(play);
    expect(strip()).not.toHaveAttribute('data-paused');
  });

  it('pauses while the pointer is over the text, and while its link has focus', async () => {
    renderShell(<Marquee {...props} url="https://aurora.example/live" />);
    const viewport = screen.getByTestId('marquee-viewport');
    fireEvent.mouseEnter(viewport);
    expect(strip()).toHaveAttribute('data-paused', 'true');
    fireEvent.mouseLeave(viewport);
    expect(strip()).not.toHaveAttribute('data-paused');
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(strip()).toHaveAttribute('data-paused', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pausar letreiro' })).toHaveFocus();
    expect(strip()).not.toHaveAttribute('data-paused');
  });

  it('the whole text is a link opening the url in a new tab, said to screen readers', () => {
    renderShell(<Marquee {...props} url="https://aurora.example/live" />);
    const link = screen.getByRole('link', { name: /^Olá Ana, a live de sexta começa às 19h!\s+\(abre em uma nova aba\)$/ });
    expect(link).toHaveAttribute('href', 'https://aurora.example/live');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('without a url there is no link', () => {
    renderShell(<Marquee {...props} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stands still under prefers-reduced-motion: the whole text in place, no pause button', () => {
    preferReducedMotion(true);
    renderShell(<Marquee {...props} />);
    expect(strip()).toHaveAttribute('data-static', 'true');
    expect(strip().className).toMatch(/static/);
    expect(strip()).toHaveTextContent(props.text);
    expect(screen.queryByRole('button', { name: 'Pausar letreiro' })).toBeNull();
  });
});

describe('fillNames (spec 001 §2: $nome_aluno)', () => {
  it('puts the names in turn in place of each variable, and leaves the text alone without names', () => {
    expect(fillNames('Oi $nome_aluno e $nome_aluno e $nome_aluno!', ['Ana', 'Bruno'])).toBe('Oi Ana e Bruno e Ana!');
    expect(fillNames('Oi $nome_aluno', [])).toBe('Oi $nome_aluno');
    expect(fillNames('Sem variável', ['Ana'])).toBe('Sem variável');
  });
});
