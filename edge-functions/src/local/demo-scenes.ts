/**
 * SVG scenes for the seeded marketplace's demo photos: simple shapes that read as Sri Lankan
 * subjects (beach, tea hills, Sigiriya, wildlife, perahera, Galle fort, the Ella bridge, food),
 * picked from a photo's title and tags. Drawn on a 1500 x 1000 canvas; the caller fits it to the
 * photo's size. Colours and positions vary with the seeded random source, never with Math.random.
 */
import type { SeededRandom } from './seeded-random.ts';

export const SCENE_WIDTH = 1500;
export const SCENE_HEIGHT = 1000;

export type DemoScene =
  'beach' | 'tea-hills' | 'rock' | 'wildlife' | 'culture' | 'fort' | 'bridge' | 'food' | 'sunset';

/** Keywords per scene, most specific subjects first: ties go to the earlier scene. */
const SCENE_KEYWORDS: ReadonlyArray<readonly [DemoScene, readonly string[]]> = [
  ['culture', ['perahera', 'temple', 'culture', 'festival', 'stupa', 'dagoba', 'vesak', 'buddha']],
  ['fort', ['fort', 'lighthouse', 'galle', 'rampart', 'ramparts']],
  ['bridge', ['train', 'bridge', 'railway', 'nine arch', 'demodara']],
  ['rock', ['sigiriya', 'rock', 'fortress', 'pidurangala', 'lion rock']],
  ['wildlife', ['leopard', 'elephant', 'elephants', 'wildlife', 'safari', 'yala', 'udawalawe']],
  [
    'tea-hills',
    ['tea', 'hills', 'hill', 'ella', 'nuwara eliya', 'plantation', 'highlands', 'mist'],
  ],
  ['beach', ['beach', 'sea', 'ocean', 'surf', 'coast', 'mirissa', 'unawatuna', 'bay', 'palm']],
  ['food', ['food', 'curry', 'rice', 'hoppers', 'kottu', 'cuisine', 'dish', 'fruit']],
];

/** The scene whose keywords appear most often as whole words in the title and tags. */
export function chooseDemoScene(title: string, tags: readonly string[]): DemoScene {
  const text = ` ${[title, ...tags]
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')} `;
  let best: DemoScene = 'sunset';
  let bestHits = 0;
  for (const [scene, keywords] of SCENE_KEYWORDS) {
    const hits = keywords.filter((keyword) => text.includes(` ${keyword} `)).length;
    if (hits > bestHits) {
      best = scene;
      bestHits = hits;
    }
  }
  return best;
}

const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

/** One decimal is plenty for shapes and keeps the SVG text (and so the output) stable. */
function n(value: number): string {
  return value.toFixed(1);
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${n(hue)},${n(saturation)}%,${n(lightness)}%)`;
}

function verticalGradient(id: string, stops: readonly string[]): string {
  const last = stops.length - 1;
  const stopTags = stops
    .map((colour, i) => `<stop offset="${n((i / last) * 100)}%" stop-color="${colour}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopTags}</linearGradient>`;
}

function sky(stops: readonly string[]): string {
  return `<defs>${verticalGradient('sky', stops)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
}

/** A hill line across the canvas: a closed path along a sum of two sine waves. */
function ridge(random: SeededRandom, baseY: number, amplitude: number, colour: string): string {
  const phase = random.between(0, Math.PI * 2);
  const waves = random.between(1.2, 2.6);
  const points: string[] = [];
  for (let x = 0; x <= W; x += 50) {
    const t = (x / W) * Math.PI * waves + phase;
    const y = baseY - amplitude * (0.6 * Math.sin(t) + 0.4 * Math.sin(t * 2.3 + phase));
    points.push(`${n(x)},${n(y)}`);
  }
  return `<path d="M0,${H} L${points.join(' L')} L${W},${H} Z" fill="${colour}"/>`;
}

function sun(x: number, y: number, radius: number, colour: string): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${colour}" opacity="0.9"/>`;
}

function palm(random: SeededRandom, x: number, groundY: number, height: number): string {
  const lean = random.between(-0.35, 0.35) * height;
  const topX = x + lean;
  const topY = groundY - height;
  const trunk = `<path d="M${n(x - 9)},${n(groundY)} Q${n(x + lean * 0.3)},${n(groundY - height / 2)} ${n(topX)},${n(topY)} Q${n(x + lean * 0.3 + 12)},${n(groundY - height / 2)} ${n(x + 9)},${n(groundY)} Z" fill="#2b2118"/>`;
  const fronds = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2 + random.between(-0.2, 0.2);
    const length = height * random.between(0.3, 0.45);
    const endX = topX + Math.cos(angle) * length;
    const endY = topY + Math.sin(angle) * length * 0.6 + length * 0.25;
    const bendX = topX + Math.cos(angle) * length * 0.5;
    const bendY = topY + Math.sin(angle) * length * 0.3 - length * 0.15;
    return `<path d="M${n(topX)},${n(topY)} Q${n(bendX)},${n(bendY)} ${n(endX)},${n(endY)}" stroke="#1f2a16" stroke-width="${n(height * 0.05)}" fill="none" stroke-linecap="round"/>`;
  });
  return trunk + fronds.join('');
}

function beach(random: SeededRandom): string {
  const hue = random.between(190, 210);
  const horizon = random.between(420, 520);
  const shore = horizon + random.between(180, 260);
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = horizon + ((shore - horizon) * (i + 1)) / 7;
    return `<path d="M0,${n(y)} Q${W / 4},${n(y - 8)} ${W / 2},${n(y)} T${W},${n(y)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
  });
  const palms = Array.from({ length: random.int(2, 4) }, (_, i) =>
    palm(
      random,
      random.between(60, 380) + i * random.between(80, 200),
      shore + 120,
      random.between(380, 560),
    ),
  );
  return (
    sky([hsl(hue, 70, 55), hsl(hue - 10, 60, 80)]) +
    sun(random.between(800, 1300), random.between(120, 260), random.between(50, 80), '#fff4c2') +
    `<rect y="${n(horizon)}" width="${W}" height="${n(shore - horizon)}" fill="${hsl(hue - 5, 65, 38)}"/>` +
    waves.join('') +
    `<path d="M0,${n(shore)} Q${W / 2},${n(shore - 30)} ${W},${n(shore + 10)} L${W},${H} L0,${H} Z" fill="${hsl(40, 55, random.between(70, 80))}"/>` +
    palms.join('')
  );
}

function teaHills(random: SeededRandom): string {
  const hue = random.between(95, 130);
  const layers = random.int(4, 6);
  const hills = Array.from({ length: layers }, (_, i) => {
    const depth = i / (layers - 1);
    const baseY = 380 + depth * 480;
    return ridge(random, baseY, 90 - depth * 30, hsl(hue, 35 + depth * 25, 62 - depth * 38));
  });
  const rows = Array.from({ length: 9 }, (_, i) => {
    const y = 760 + i * 28;
    return `<path d="M0,${n(y)} Q${W / 2},${n(y - 40)} ${W},${n(y + 10)}" stroke="${hsl(hue + 10, 55, 18)}" stroke-width="9" fill="none" stroke-dasharray="26 12" opacity="0.6"/>`;
  });
  const mist = Array.from({ length: 3 }, (_, i) => {
    const y = 360 + i * 140 + random.between(-30, 30);
    return `<rect y="${n(y)}" width="${W}" height="70" fill="#ffffff" opacity="0.28"/>`;
  });
  return sky(['#c9d6df', '#eef2f3']) + hills.join('') + mist.join('') + rows.join('');
}

function rock(random: SeededRandom): string {
  const centre = random.between(600, 900);
  const top = random.between(200, 300);
  const halfWidth = random.between(260, 340);
  const rockPath = `M${n(centre - halfWidth - 60)},760 C${n(centre - halfWidth)},${n(top + 120)} ${n(centre - halfWidth + 40)},${n(top)} ${n(centre - halfWidth / 2)},${n(top)} L${n(centre + halfWidth / 2)},${n(top - 10)} C${n(centre + halfWidth)},${n(top + 20)} ${n(centre + halfWidth + 30)},${n(top + 160)} ${n(centre + halfWidth + 70)},760 Z`;
  const canopy = Array.from({ length: 60 }, () => {
    const x = random.between(0, W);
    const y = random.between(700, 1000);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(random.between(40, 90))}" fill="${hsl(random.between(95, 130), 45, random.between(18, 32))}"/>`;
  });
  return (
    sky([hsl(205, 60, random.between(55, 65)), '#f3e7c9']) +
    ridge(random, 700, 40, hsl(120, 25, 45)) +
    `<path d="${rockPath}" fill="${hsl(random.between(18, 30), 40, random.between(35, 45))}"/>` +
    `<path d="${rockPath}" fill="#000000" opacity="0.15" transform="translate(40 0)"/>` +
    canopy.join('')
  );
}

function elephant(x: number, groundY: number, scale: number): string {
  const s = (value: number) => n(value * scale);
  return `<g transform="translate(${n(x)} ${n(groundY)})" fill="#3b3330">
    <ellipse cx="0" cy="${s(-150)}" rx="${s(140)}" ry="${s(95)}"/>
    <circle cx="${s(150)}" cy="${s(-185)}" r="${s(70)}"/>
    <path d="M${s(195)},${s(-160)} Q${s(250)},${s(-60)} ${s(215)},0 L${s(190)},0 Q${s(215)},${s(-70)} ${s(165)},${s(-130)} Z"/>
    <rect x="${s(-110)}" y="${s(-90)}" width="${s(45)}" height="${s(90)}"/>
    <rect x="${s(-40)}" y="${s(-90)}" width="${s(45)}" height="${s(90)}"/>
    <rect x="${s(40)}" y="${s(-90)}" width="${s(45)}" height="${s(90)}"/>
    <rect x="${s(95)}" y="${s(-90)}" width="${s(45)}" height="${s(90)}"/>
    <ellipse cx="${s(110)}" cy="${s(-190)}" rx="${s(45)}" ry="${s(60)}" fill="#2e2725"/>
  </g>`;
}

function leopard(x: number, groundY: number, scale: number): string {
  const s = (value: number) => n(value * scale);
  return `<g transform="translate(${n(x)} ${n(groundY)})" fill="#2a2016">
    <ellipse cx="0" cy="${s(-90)}" rx="${s(150)}" ry="${s(45)}"/>
    <circle cx="${s(165)}" cy="${s(-115)}" r="${s(38)}"/>
    <path d="M${s(-140)},${s(-100)} Q${s(-260)},${s(-90)} ${s(-250)},${s(-10)}" stroke="#2a2016" stroke-width="${s(16)}" fill="none"/>
    <rect x="${s(-120)}" y="${s(-70)}" width="${s(22)}" height="${s(70)}"/>
    <rect x="${s(-80)}" y="${s(-70)}" width="${s(22)}" height="${s(70)}"/>
    <rect x="${s(80)}" y="${s(-70)}" width="${s(22)}" height="${s(70)}"/>
    <rect x="${s(115)}" y="${s(-70)}" width="${s(22)}" height="${s(70)}"/>
  </g>`;
}

function wildlife(random: SeededRandom, leopardFirst: boolean): string {
  const groundY = random.between(780, 860);
  const treeX = random.between(150, 500);
  const animal = leopardFirst
    ? leopard(random.between(850, 1150), groundY, random.between(0.9, 1.2))
    : elephant(random.between(800, 1100), groundY, random.between(0.9, 1.3));
  return (
    sky([hsl(random.between(25, 40), 70, 62), '#f7e3b5']) +
    sun(random.between(900, 1300), random.between(250, 400), 70, '#fff0c0') +
    `<rect y="${n(groundY - 60)}" width="${W}" height="${n(H - groundY + 60)}" fill="${hsl(45, 50, random.between(50, 60))}"/>` +
    ridge(random, groundY - 40, 25, hsl(50, 40, 45)) +
    `<rect x="${n(treeX - 12)}" y="${n(groundY - 300)}" width="24" height="300" fill="#2b2118"/>` +
    `<ellipse cx="${n(treeX)}" cy="${n(groundY - 310)}" rx="210" ry="45" fill="#2f3a1d"/>` +
    animal
  );
}

function culture(random: SeededRandom): string {
  const stars = Array.from(
    { length: 80 },
    () =>
      `<circle cx="${n(random.between(0, W))}" cy="${n(random.between(0, 450))}" r="${n(random.between(1, 3))}" fill="#ffffff" opacity="${n(random.between(0.4, 0.9))}"/>`,
  );
  const cx = random.between(550, 950);
  const temple =
    `<path d="M${n(cx - 260)},760 Q${n(cx - 250)},${n(430)} ${n(cx)},420 Q${n(cx + 250)},430 ${n(cx + 260)},760 Z" fill="#1a1424"/>` +
    `<rect x="${n(cx - 40)}" y="330" width="80" height="100" fill="#1a1424"/>` +
    `<path d="M${n(cx - 30)},330 L${n(cx)},170 L${n(cx + 30)},330 Z" fill="#1a1424"/>` +
    `<rect x="${n(cx - 420)}" y="700" width="840" height="70" fill="#1a1424"/>`;
  const lamps = Array.from({ length: 28 }, (_, i) => {
    const x = 40 + i * 52 + random.between(-8, 8);
    const y = 850 + Math.sin(i / 2) * 25;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="26" fill="url(#glow)"/><circle cx="${n(x)}" cy="${n(y)}" r="7" fill="#fff3b0"/>`;
  });
  const glow = `<defs><radialGradient id="glow"><stop offset="0%" stop-color="#ffb347" stop-opacity="0.9"/><stop offset="100%" stop-color="#ff7b00" stop-opacity="0"/></radialGradient></defs>`;
  return (
    sky([hsl(random.between(230, 255), 55, 8), hsl(random.between(260, 290), 45, 22)]) +
    glow +
    stars.join('') +
    temple +
    `<rect y="770" width="${W}" height="230" fill="#120d18"/>` +
    lamps.join('')
  );
}

function fort(random: SeededRandom): string {
  const horizon = random.between(520, 600);
  const lighthouseX = random.between(900, 1200);
  const merlons = Array.from(
    { length: 16 },
    (_, i) => `<rect x="${n(i * 95)}" y="700" width="55" height="40" fill="${hsl(35, 12, 38)}"/>`,
  );
  return (
    sky([hsl(random.between(195, 215), 65, 60), '#f4f1e8']) +
    `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${hsl(200, 60, 35)}"/>` +
    `<path d="M${n(lighthouseX - 45)},740 L${n(lighthouseX - 30)},300 L${n(lighthouseX + 30)},300 L${n(lighthouseX + 45)},740 Z" fill="#f8f8f4"/>` +
    `<rect x="${n(lighthouseX - 40)}" y="270" width="80" height="35" fill="#30302e"/>` +
    `<path d="M${n(lighthouseX - 32)},270 Q${n(lighthouseX)},215 ${n(lighthouseX + 32)},270 Z" fill="#8b1e1e"/>` +
    `<rect y="740" width="${W}" height="260" fill="${hsl(35, 14, 42)}"/>` +
    merlons.join('') +
    `<rect y="900" width="${W}" height="100" fill="${hsl(110, 30, 30)}"/>`
  );
}

function bridge(random: SeededRandom): string {
  const hue = random.between(100, 130);
  const deckY = random.between(430, 500);
  const arches = Array.from({ length: 9 }, (_, i) => {
    const x = 20 + i * 165;
    return `<path d="M${n(x)},${H} L${n(x)},${n(deckY + 170)} A70,70 0 0 1 ${n(x + 140)},${n(deckY + 170)} L${n(x + 140)},${H} Z" fill="${hsl(hue, 35, 28)}"/>`;
  });
  const carriages = Array.from({ length: 4 }, (_, i) => {
    const x = random.between(150, 250) + i * 175;
    return `<rect x="${n(x)}" y="${n(deckY - 80)}" width="165" height="75" rx="10" fill="${i === 0 ? '#7a1f1f' : '#1f4e8a'}"/>`;
  });
  return (
    sky(['#bcd4e6', '#eef3f0']) +
    ridge(random, 420, 80, hsl(hue, 30, 52)) +
    ridge(random, 560, 60, hsl(hue, 40, 36)) +
    `<rect y="${n(deckY)}" width="${W}" height="${n(H - deckY)}" fill="${hsl(30, 25, random.between(55, 65))}"/>` +
    arches.join('') +
    carriages.join('')
  );
}

function food(random: SeededRandom): string {
  const plates = Array.from({ length: random.int(2, 3) }, (_, i) => {
    const cx = 380 + i * 420 + random.between(-40, 40);
    const cy = random.between(430, 600);
    const dishes = Array.from({ length: 4 }, (_, j) => {
      const angle = (j / 4) * Math.PI * 2 + random.between(0, 1);
      return `<circle cx="${n(cx + Math.cos(angle) * 95)}" cy="${n(cy + Math.sin(angle) * 70)}" r="${n(random.between(40, 60))}" fill="${hsl(random.between(10, 50), 75, random.between(35, 55))}"/>`;
    });
    return (
      `<ellipse cx="${n(cx)}" cy="${n(cy + 12)}" rx="215" ry="165" fill="#000000" opacity="0.25"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="210" ry="160" fill="#f6f4ef"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="170" ry="125" fill="${hsl(110, 45, 35)}"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="75" ry="55" fill="#fbfaf5"/>` +
      dishes.join('')
    );
  });
  return (
    `<rect width="${W}" height="${H}" fill="${hsl(random.between(20, 30), 45, random.between(25, 35))}"/>` +
    plates.join('')
  );
}

function sunset(random: SeededRandom): string {
  const hue = random.between(0, 30);
  return (
    sky([hsl(hue + 250, 45, 30), hsl(hue + 10, 80, 60), hsl(hue + 40, 90, 75)]) +
    sun(random.between(400, 1100), random.between(480, 560), random.between(70, 110), '#ffe08a') +
    ridge(random, 620, 70, hsl(hue + 270, 25, 28)) +
    ridge(random, 760, 60, hsl(hue + 270, 30, 18)) +
    ridge(random, 900, 40, hsl(hue + 270, 35, 10))
  );
}

interface Subject {
  title: string;
  tags: readonly string[];
}

const DRAWERS: Record<DemoScene, (random: SeededRandom, subject: Subject) => string> = {
  beach,
  'tea-hills': teaHills,
  rock,
  wildlife: (random, { title, tags }) =>
    wildlife(random, /leopard/i.test([title, ...tags].join(' '))),
  culture,
  fort,
  bridge,
  food,
  sunset,
};

/** The scene's shapes as SVG elements on the 1500 x 1000 canvas. */
export function drawDemoScene(scene: DemoScene, random: SeededRandom, subject: Subject): string {
  return DRAWERS[scene](random, subject);
}
