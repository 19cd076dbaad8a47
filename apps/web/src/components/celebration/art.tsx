import type { Animation } from '@trilha/shared/gamification/constants';
import type { CSSProperties, ReactNode } from 'react';
import classes from './CelebrationAnimation.module.css';

/** The drawings of spec 000 §3's eleven animations, on a 200 x 200 stage (our own art). */

const CONFETTI = ['#F94144', '#F8961E', '#F9C74F', '#90BE6D', '#43AA8B', '#577590', '#9B5DE5'];

/** Sparks around (100, 100): each drawn where it lands and flying there from the centre. */
function Sparks({ count, radius, shape = 'rect' }: { count: number; radius: number; shape?: 'rect' | 'star' }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const angle = (i / count) * Math.PI * 2 + 0.3;
        const r = radius + (i % 3) * 8;
        const x = 100 + Math.cos(angle) * r;
        const y = 100 + Math.sin(angle) * r;
        const style = { '--fx': `${100 - x}px`, '--fy': `${100 - y}px`, animationDelay: `${300 + (i % 5) * 60}ms` } as CSSProperties;
        const fill = CONFETTI[i % CONFETTI.length];
        return shape === 'star' ? (
          <path key={i} className={classes.spark} style={style} fill={fill} d={star(x, y, 6, 2.5)} />
        ) : (
          <rect
            key={i}
            className={classes.spark}
            style={style}
            fill={fill}
            x={x - 3}
            y={y - 5}
            width={6}
            height={10}
            rx={1.5}
            transform={`rotate(${(i * 47) % 180} ${x} ${y})`}
          />
        );
      })}
    </g>
  );
}

/** A five-pointed star's path centred at (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

const METALS = {
  gold: { light: '#FFE082', main: '#F5B400', dark: '#B07F00' },
  silver: { light: '#F5F7F8', main: '#B0BEC5', dark: '#6B7B83' },
  bronze: { light: '#F3C08E', main: '#CD7F32', dark: '#8A5220' },
};
type Metal = keyof typeof METALS;

function Rays({ color }: { color: string }) {
  return (
    <g className={classes.spin}>
      {Array.from({ length: 12 }, (_, i) => (
        <path key={i} className={classes.glow} fill={color} d="M100 100 L94 18 L106 18 Z" transform={`rotate(${i * 30} 100 100)`} />
      ))}
    </g>
  );
}

function LevelUp({ metal }: { metal: Metal }) {
  const m = METALS[metal];
  return (
    <>
      <Rays color={m.light} />
      <g className={classes.figure}>
        <path d="M100 30 L158 52 L150 120 Q140 155 100 172 Q60 155 50 120 L42 52 Z" fill={m.main} stroke={m.dark} strokeWidth={5} />
        <path d="M100 44 L144 61 L138 116 Q130 143 100 157 Q70 143 62 116 L56 61 Z" fill={m.light} opacity={0.55} />
      </g>
      <g className={classes.rise}>
        <path
          d="M100 62 L132 98 L113 98 L113 134 L87 134 L87 98 L68 98 Z"
          fill="#FFFFFF"
          stroke={m.dark}
          strokeWidth={4}
          strokeLinejoin="round"
        />
      </g>
      <Sparks count={10} radius={82} shape="star" />
    </>
  );
}

function SilverMedal() {
  const m = METALS.silver;
  return (
    <>
      <g className={classes.figure}>
        <path d="M70 18 L92 18 L108 80 L86 80 Z" fill="#3F6FD8" />
        <path d="M130 18 L108 18 L92 80 L114 80 Z" fill="#E5484D" />
        <circle cx={100} cy={122} r={48} fill={m.main} stroke={m.dark} strokeWidth={5} />
        <circle cx={100} cy={122} r={36} fill={m.light} stroke={m.dark} strokeWidth={2} />
        <path d={star(100, 122, 22, 9)} fill={m.main} stroke={m.dark} strokeWidth={2} />
      </g>
      <Sparks count={8} radius={86} shape="star" />
    </>
  );
}

function Gift() {
  return (
    <>
      <Rays color="#FFE7A3" />
      <g className={classes.figure}>
        <rect x={48} y={92} width={104} height={78} rx={6} fill="#7C4DFF" />
        <rect x={92} y={92} width={16} height={78} fill="#FFC53D" />
      </g>
      <g className={classes.lid}>
        <rect x={42} y={72} width={116} height={24} rx={5} fill="#9575FF" />
        <rect x={92} y={72} width={16} height={24} fill="#FFC53D" />
        <path d="M100 72 C80 44 56 58 72 72 Z M100 72 C120 44 144 58 128 72 Z" fill="#FFC53D" stroke="#D99A00" strokeWidth={3} />
      </g>
      <Sparks count={14} radius={70} />
    </>
  );
}

function PartyPopper() {
  return (
    <>
      <g className={classes.figure}>
        <path d="M40 172 L84 82 L130 128 Z" fill="#F8961E" stroke="#B85C00" strokeWidth={4} strokeLinejoin="round" />
        <path d="M56 140 L98 98 M66 160 L114 114" stroke="#FFE082" strokeWidth={6} strokeLinecap="round" />
      </g>
      <g className={classes.rise}>
        <path d="M112 92 C124 60 150 72 142 46" fill="none" stroke="#43AA8B" strokeWidth={5} strokeLinecap="round" />
        <path d="M122 110 C150 104 160 128 180 110" fill="none" stroke="#F94144" strokeWidth={5} strokeLinecap="round" />
        <path d="M100 80 C96 52 116 40 104 20" fill="none" stroke="#577590" strokeWidth={5} strokeLinecap="round" />
      </g>
      <Sparks count={18} radius={64} />
    </>
  );
}

function Cup({ fill, dark }: { fill: string; dark: string }) {
  return (
    <>
      <path d="M62 36 H138 V76 Q138 118 100 124 Q62 118 62 76 Z" fill={fill} stroke={dark} strokeWidth={5} />
      <path d="M62 48 Q32 48 36 74 Q40 96 66 100" fill="none" stroke={dark} strokeWidth={7} strokeLinecap="round" />
      <path d="M138 48 Q168 48 164 74 Q160 96 134 100" fill="none" stroke={dark} strokeWidth={7} strokeLinecap="round" />
      <rect x={92} y={122} width={16} height={22} fill={dark} />
    </>
  );
}

function Trophy({ variant }: { variant: 1 | 2 | 3 }) {
  const g = METALS.gold;
  return (
    <>
      {variant === 1 ? <Rays color={g.light} /> : null}
      <g className={classes.figure}>
        <Cup fill={g.main} dark={g.dark} />
        {variant === 1 ? <rect x={66} y={144} width={68} height={20} rx={4} fill={g.dark} /> : null}
        {variant === 2 ? (
          <>
            <path d={star(100, 78, 20, 8)} fill="#FFFFFF" />
            <path d="M46 160 Q30 130 44 104 M154 160 Q170 130 156 104" fill="none" stroke="#43AA8B" strokeWidth={6} strokeLinecap="round" />
            <rect x={70} y={144} width={60} height={20} rx={4} fill={g.dark} />
          </>
        ) : null}
        {variant === 3 ? (
          <>
            <rect x={74} y={144} width={52} height={36} fill="#577590" />
            <rect x={30} y={158} width={44} height={22} fill="#90A4B8" />
            <rect x={126} y={164} width={44} height={16} fill="#B07F4A" />
            <text x={100} y={172} textAnchor="middle" fontSize={22} fontWeight={700} fill="#FFFFFF">
              1
            </text>
          </>
        ) : null}
      </g>
      <Sparks count={variant === 2 ? 10 : 12} radius={84} shape={variant === 3 ? 'rect' : 'star'} />
    </>
  );
}

const STARS: [number, number][] = [
  [30, 40],
  [168, 60],
  [150, 160],
  [40, 150],
  [60, 90],
];

function Rocket() {
  return (
    <>
      {STARS.map(([x, y], i) => (
        <path key={i} className={classes.twinkle} style={{ animationDelay: `${i * 180}ms` }} d={star(x, y, 7, 3)} fill="#F9C74F" />
      ))}
      <g className={classes.rise}>
        <path d="M100 18 Q130 46 128 110 H72 Q70 46 100 18 Z" fill="#ECEFF1" stroke="#455A64" strokeWidth={4} />
        <circle cx={100} cy={68} r={13} fill="#4FC3F7" stroke="#455A64" strokeWidth={4} />
        <path d="M72 92 L50 126 L72 120 Z M128 92 L150 126 L128 120 Z" fill="#E5484D" stroke="#8E1D21" strokeWidth={3} />
        <path className={classes.flame} d="M82 112 Q100 176 118 112 Z" fill="#F8961E" />
        <path className={classes.flame} d="M90 112 Q100 150 110 112 Z" fill="#F9C74F" />
      </g>
    </>
  );
}

function Fireworks() {
  const bursts: [number, number, string][] = [
    [62, 62, '#F94144'],
    [140, 54, '#43AA8B'],
    [104, 120, '#9B5DE5'],
  ];
  return (
    <>
      {bursts.map(([cx, cy, color], b) => (
        <g key={b} className={classes.figure} style={{ animationDelay: `${b * 250}ms` }}>
          {Array.from({ length: 10 }, (_, i) => (
            <line
              key={i}
              x1={cx}
              y1={cy - 10}
              x2={cx}
              y2={cy - 30}
              stroke={color}
              strokeWidth={4}
              strokeLinecap="round"
              transform={`rotate(${i * 36} ${cx} ${cy})`}
            />
          ))}
          <circle cx={cx} cy={cy} r={5} fill={color} />
        </g>
      ))}
      <g className={classes.rise}>
        <ellipse cx={44} cy={150} rx={16} ry={20} fill="#F9C74F" />
        <path d="M44 170 Q40 182 48 196" fill="none" stroke="#888" strokeWidth={2} />
        <ellipse cx={160} cy={146} rx={16} ry={20} fill="#4FC3F7" />
        <path d="M160 166 Q164 180 156 196" fill="none" stroke="#888" strokeWidth={2} />
      </g>
      <Sparks count={12} radius={90} />
    </>
  );
}

/** What each animation draws; `none` draws nothing. */
export const ART: Record<Exclude<Animation, 'none'>, () => ReactNode> = {
  gold_level_up: () => <LevelUp metal="gold" />,
  silver_level_up: () => <LevelUp metal="silver" />,
  bronze_level_up: () => <LevelUp metal="bronze" />,
  silver_medal: () => <SilverMedal />,
  reward: () => <Gift />,
  congratulations: () => <PartyPopper />,
  trophy_1: () => <Trophy variant={1} />,
  trophy_2: () => <Trophy variant={2} />,
  trophy_3: () => <Trophy variant={3} />,
  rocket: () => <Rocket />,
  congratulation_1: () => <Fireworks />,
};
