/**
 * The festivals' pictograms as the site's own stroke icons (24px grid,
 * currentColor), so they show on every system: an emoji needs a colour
 * emoji font, and without one (many Linux and older Android systems) it is
 * an empty box. The engine's rule rows carry an emoji as a language-neutral
 * key of the family or deity (engine/festivals/rules.ts); this module maps
 * each key to its drawing, one per family or deity (Ekadashi a tulsi sprig,
 * Purnima a full moon, Shiva a trident, Ganesha an elephant, Devi a flower,
 * each avatar his animal or emblem, ...); a key naming the same deity or
 * rite as another shares its drawing. A key without a drawing gets the
 * kalash of a generic puja.
 */
import type { ComponentType, SVGProps } from 'react';
import { MoonIcon, SunIcon, Svg } from '../site/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const TulsiIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 21V9" />
    <path d="M12 16c-3.5 0-6-2.2-6-5.5 3.5 0 6 2.2 6 5.5zM12 13c3.5 0 6-2.2 6-5.5-3.5 0-6 2.2-6 5.5z" />
    <path d="M12 9c-1.3-1.7-1.3-3.6 0-5.5 1.3 1.9 1.3 3.8 0 5.5z" />
  </Svg>
);

const FullMoonIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8" fill="currentColor" fillOpacity={0.2} />
    <circle cx="9.5" cy="10" r="1.5" />
    <circle cx="14.5" cy="14.5" r="1" />
  </Svg>
);

/** The new moon is the unseen one: a dashed outline. */
const NewMoonIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8" strokeDasharray="2.5 2.5" />
  </Svg>
);

const SunriseIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M7 17a5 5 0 0 1 10 0" />
    <path d="M12 7v2.5M5.6 10.6l1.6 1.6M18.4 10.6l-1.6 1.6M2 17h20M8 21h8" />
  </Svg>
);

const TridentIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 22V3M10.3 4.7 12 3l1.7 1.7" />
    <path d="M6 5v3a6 6 0 0 0 12 0V5M4.5 6.5 6 5l1.5 1.5M16.5 6.5 18 5l1.5 1.5" />
    <path d="M10 17.5h4" />
  </Svg>
);

const ElephantIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M8 14V8a4 4 0 0 1 8 0v6" />
    <path d="M8 7C5 5 2.5 6.5 3 10s3 5 5 4M16 7c3-2 5.5-.5 5 3s-3 5-5 4" />
    <path d="M12 12v6.5a2 2 0 0 0 3.6 1.2" />
    <path d="M10 14.5 8.5 17M14 14.5l1.5 2.5M10 9.5h.01M14 9.5h.01" />
  </Svg>
);

const FlowerIcon: Icon = (p) => (
  <Svg {...p}>
    {[0, 72, 144, 216, 288].map((a) => (
      <ellipse key={a} cx="12" cy="6.8" rx="2.6" ry="3.8" transform={`rotate(${a} 12 12)`} />
    ))}
    <circle cx="12" cy="12" r="1.8" />
  </Svg>
);

const LotusIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 4c2.6 2.6 3 6.2 0 11-3-4.8-2.6-8.4 0-11z" />
    <path d="M11 15c-2.6-1-5-4-5-8 2.8.5 4.7 2.5 5.4 5M13 15c2.6-1 5-4 5-8-2.8.5-4.7 2.5-5.4 5" />
    <path d="M12 16c-3 .6-7-.8-9-3.8 2.6-.8 5 .1 6.6 1.6M12 16c3 .6 7-.8 9-3.8-2.6-.8-5 .1-6.6 1.6" />
    <path d="M6 19.5h12" />
  </Svg>
);

const DiyaIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3c2 2.2 2.4 4.3 0 7-2.4-2.7-2-4.8 0-7z" />
    <path d="M3 13h18c0 3.3-4 6-9 6s-9-2.7-9-6z" />
    <path d="M21 13l1.5-1.5M9 21h6" />
  </Svg>
);

const FlameIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3c.8 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.4 1.3-4 2.5-5 0 2 1 3 2 3 0-3-.6-5.4.5-8z" />
    <path d="M12 21a2.4 2.4 0 0 1-2.4-2.4c0-1.4 1.4-2.4 2.4-3.8 1 1.4 2.4 2.4 2.4 3.8A2.4 2.4 0 0 1 12 21z" />
  </Svg>
);

const BowIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M8 3a14 14 0 0 1 13 13" />
    <path d="M8 3l13 13" strokeWidth={1} />
    <path d="M3 21 17 7M13.5 7H17v3.5M3 21v-3M3 21h3" />
  </Svg>
);

/** The rakhi's rosette on its thread (Raksha Bandhan, Bhai Dooj). */
const ThreadIcon: Icon = (p) => (
  <Svg {...p}>
    {[0, 60, 120, 180, 240, 300].map((a) => (
      <ellipse key={a} cx="12" cy="8.2" rx="1.7" ry="2.4" transform={`rotate(${a} 12 12)`} />
    ))}
    <circle cx="12" cy="12" r="1.3" />
    <path d="M7.6 12.5C5.5 13 3.5 13.5 1.5 13M16.4 12.5c2.1.5 4.1 1 6.1.5M1.5 13l-.5 2.5M22.5 13l.5 2.5" />
  </Svg>
);

/** The kalash of a puja: the pot, mango leaves and the coconut. */
const KalashIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3.5A2.5 2.5 0 0 1 14.5 6v1.5h-5V6A2.5 2.5 0 0 1 12 3.5z" />
    <path d="M9.5 7.5C8 7.3 6.5 6.5 5.8 5.2M14.5 7.5c1.5-.2 3-1 3.7-2.3M9 9.5h6" />
    <path d="M7.5 11.5h9M8.5 11.5c-2.5 1.8-3 5-1 7.3 1.2 1.4 3 2.2 4.5 2.2s3.3-.8 4.5-2.2c2-2.3 1.5-5.5-1-7.3" />
  </Svg>
);

const PaletteIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-.8 2-1.8 0-1.3-1-1.7-1-3 0-1 .8-1.7 2-1.7h2.2A3.8 3.8 0 0 0 21 10.7C21 6.4 17 3 12 3z" />
    <circle cx="7.5" cy="11" r="1.2" fill="currentColor" />
    <circle cx="10" cy="7" r="1.2" fill="currentColor" />
    <circle cx="15" cy="7" r="1.2" fill="currentColor" />
  </Svg>
);

const SnakeIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M3 18c2-2 4-2 6 0s4 2 6 0 2.5-3.5 2.5-6" />
    <ellipse cx="18" cy="9.5" rx="2.2" ry="1.7" />
    <path d="M20 8.6 22 7.5M17.5 9.3h.01" />
  </Svg>
);

const PeacockFeatherIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 21C8 15.5 11.5 11.5 16 8" />
    <ellipse cx="17" cy="7" rx="3.8" ry="2.8" transform="rotate(-40 17 7)" />
    <circle cx="17" cy="7" r="1.2" />
    <path d="M7 17.5l-2.2-.8M9.5 14.5l-2.2-1.3M12 12l-1.5-2M8 18l1 2.2M10.5 15.2l1.6 1.6M13 12.5l2 .9" />
  </Svg>
);

/** Govardhan, the hill Krishna lifted. */
const HillIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M2 16l6.5-9 3 4 2.5-3.5L21 16z" />
    <path d="M12 16v4M9 21h6" />
  </Svg>
);

const WavesIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M2 7c2-1.5 3.5-1.5 5 0s3 1.5 5 0 3.5-1.5 5 0 3 1.5 5 0M2 12c2-1.5 3.5-1.5 5 0s3 1.5 5 0 3.5-1.5 5 0 3 1.5 5 0M2 17c2-1.5 3.5-1.5 5 0s3 1.5 5 0 3.5-1.5 5 0 3 1.5 5 0" />
  </Svg>
);

/** The banyan (Vat Savitri): a crown, its trunk and hanging roots. */
const TreeIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="9" r="6" />
    <path d="M12 15v6M8.5 13.8v4M15.5 13.8v4M8 21h8" />
  </Svg>
);

const FlagIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M5 21V3" />
    <path d="M5 4l13 4.5L5 13" />
  </Svg>
);

const TempleIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 2v2M8 10c0-3 2-5 4-6 2 1 4 3 4 6" />
    <path d="M6 10h12v11H6zM10 21v-4a2 2 0 0 1 4 0v4M4 21h16" />
  </Svg>
);

const WheelIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 4v6M12 14v6M4 12h6M14 12h6M6.3 6.3l4.3 4.3M13.4 13.4l4.3 4.3M17.7 6.3l-4.3 4.3M10.6 13.4l-4.3 4.3" />
  </Svg>
);

/** A mala of beads with its tassel (Guru Purnima). */
const MalaIcon: Icon = (p) => (
  <Svg {...p}>
    {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
      <circle key={a} cx="12" cy="4" r="1.4" transform={`rotate(${a} 12 10)`} />
    ))}
    <path d="M12 17.5v4M10.5 21.5h3" />
  </Svg>
);

const BookIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 6c-2-1.5-5-2-9-2v14c4 0 7 .5 9 2 2-1.5 5-2 9-2V4c-4 0-7 .5-9 2z" />
    <path d="M12 6v14" />
  </Svg>
);

const CoinsIcon: Icon = (p) => (
  <Svg {...p}>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v4c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 10v4c0 1.7 3.1 3 7 3s7-1.3 7-3v-4M5 14v4c0 1.7 3.1 3 7 3s7-1.3 7-3v-4" />
  </Svg>
);

/** The Pongal pot boiling over. */
const PotIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4.5 11h15M6 11c0 5 2.5 9 6 9s6-4 6-9" />
    <path d="M7 11c0-2 1.5-3 3-3 .5-1.5 1.3-2 2-2s1.5.5 2 2c1.5 0 3 1 3 3" />
    <path d="M9 3.5c.6.6.6 1.4 0 2M15 3.5c.6.6.6 1.4 0 2" />
  </Svg>
);

/** The chopda, the bound account book opened at Diwali (Chopda Puja). */
const LedgerIcon: Icon = (p) => (
  <Svg {...p}>
    <rect x="5" y="3" width="14" height="18" rx="1.5" />
    <path d="M8.5 3v18M11.5 8h4.5M11.5 11.5h4.5M11.5 15h4.5" />
  </Svg>
);

/** King Bali's crown (Bali Pratipada). */
const CrownIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z" />
    <path d="M5 21h14" />
  </Svg>
);

/** The toran of mango leaves hung over the door for a regional new year. */
const ToranIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M2.5 4h19" />
    {[4.5, 9.5, 14.5, 19.5].map((x) => (
      <path key={x} d={`M${x} 4c1.2 1.6 1.2 3.4 0 5-1.2-1.6-1.2-3.4 0-5z`} />
    ))}
    <path d="M7 21v-6a5 5 0 0 1 10 0v6" />
  </Svg>
);

/** Chitragupta's pen and inkpot (kalam-dawat). */
const QuillIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M10 13c1.2-5.2 5-9.3 11-11-.7 5.8-4.8 9.8-11 11zM10 13l6.5-6.5" />
    <path d="M4 15h8v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
  </Svg>
);

/** A lion's face in its mane (Narasimha; Jagaddhatri's mount). */
const LionIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 2.6l2.5 2.8 3.7-.5.1 3.8 3.3 1.9-2.4 3 1.2 3.5-3.7.8-1.4 3.5-3.3-1.8-3.3 1.8-1.4-3.5-3.7-.8 1.2-3.5-2.4-3 3.3-1.9.1-3.8 3.7.5z" />
    <circle cx="12" cy="12.5" r="4.6" />
    <path d="M8.3 9.7a1.5 1.5 0 0 1 1.5-1.6M15.7 9.7a1.5 1.5 0 0 0-1.5-1.6M10.4 11.8h.01M13.6 11.8h.01M11.2 14h1.6l-.8.9z" />
  </Svg>
);

/** A star, for the nakshatra vrats (Rohini). */
const StarIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />
  </Svg>
);

/** The first sliver of the moon after the new moon (Chandra Darshan). */
const YoungMoonIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 4a8 8 0 0 0 0 16" strokeDasharray="2.5 2.5" />
    <path d="M12 4a8 8 0 0 1 0 16 5 8 0 0 0 0-16z" fill="currentColor" />
  </Svg>
);

/** Saturn and its ring (Shani); the ring's back half is hidden by the planet. */
const PlanetIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="5.8" />
    <path d="M21.52 7.56A10.5 3.2-25 0 1 2.48 16.44 10.5 3.2-25 0 1 5.02 12.49M16.87 6.97a10.5 3.2-25 0 1 4.65.59" />
  </Svg>
);

/** Matsya, the fish avatar. */
const FishIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M7 12c2.5-4 6-5.5 9-5.5s5 2.5 6 5.5c-1 3-3 5.5-6 5.5s-6.5-1.5-9-5.5z" />
    <path d="M7 12 2.5 8v8zM13.5 8.2c-1 2.4-1 5.2 0 7.6M17.5 10.5h.01" />
  </Svg>
);

/** Parashurama's axe (parashu). */
const AxeIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4.2 21.7 15.7 5.9" />
    <path d="M14.8 7.2 10.8 2a8 8 0 0 0-4.7 6.6l6 2.2M14.8 7.2l1.3.9-2.7 3.6-1.3-.9" />
  </Svg>
);

/** Om, for the teachers of Vedanta. */
const OmIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M4 7.5c1.5-2 5.5-2.2 5.8.5.3 2.2-2.3 3-3.8 3 2.7-.6 5.3.6 5.3 3.5 0 2.6-2.3 4-4.3 4-1.5 0-2.7-.7-3.2-1.7" />
    <path d="M11 12.5c1.4-1.5 3.7-1.7 5.1-.2 2.2 2.3.7 6-1.2 6.8 2-.3 4.6.2 5.6 2.4" />
    <path d="M13.5 5.5c1.6 1.4 4.4 1.4 6 0" />
    <circle cx="16.5" cy="3" r=".6" fill="currentColor" />
  </Svg>
);

/** Notes of a song, for the bhakti poet-singers (Surdas, Meerabai). */
const SongIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M9 18V5.5l11-2.5v12.5M9 9l11-2.5" />
    <ellipse cx="6.5" cy="18" rx="2.5" ry="2" />
    <ellipse cx="17.5" cy="15.5" rx="2.5" ry="2" />
  </Svg>
);

/** Kurma, the tortoise avatar. */
const TortoiseIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M3.5 15a8 7.5 0 0 1 16 0z" />
    <path d="M7.5 15l1.8-4.5h4.4l1.8 4.5M11.5 7.5v3" />
    <path d="M19.5 14.5c1 .3 2.6-.3 2.6-2s-1.6-2.3-2.9-1.4M6 15v3.5M16 15v3.5M3.5 15 2 16.2" />
  </Svg>
);

/** Narada's veena: the gourd, the long neck with its string and pegs. */
const VeenaIcon: Icon = (p) => (
  <Svg {...p}>
    <g transform="rotate(40 12 12)">
      <circle cx="12" cy="17" r="4.3" />
      <path d="M10.8 12.9V3.5h2.4v9.4M10.5 19h3M11 2h2M9.8 4.5h1M13.2 4.5h1M9.8 2.5h1M13.2 2.5h1" />
      <path d="M12 19V3.5" strokeWidth={0.8} />
    </g>
  </Svg>
);

/** A scroll, for the poet-saints whose verses are read (Kabir, Valmiki). */
const ScrollIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M6 3h12a2 2 0 0 1 0 4H6a2 2 0 0 1 0-4zM6 17h12a2 2 0 0 1 0 4H6a2 2 0 0 1 0-4z" />
    <path d="M7 7v10M17 7v10M9.5 10.5h5M9.5 13.5h5" />
  </Svg>
);

/** Kalki's white horse. */
const HorseIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M14.5 2.5 13.3 5.3C9.6 6.2 6.7 8.7 4.6 12.3c-.6 1 0 2.2 1.2 2.2h2.4l3.3-2c.6 3-.2 5.7-1.5 8.5h9.5c.6-5.3.2-11-3.3-14.7z" />
    <path d="M11.5 8.5h.01M16.5 7.5c1.5 1.5 2.4 3.5 2.7 6" />
  </Svg>
);

/** A sheaf of grain (Balarama the ploughman, Hal Shashti). */
const SheafIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 21.5V8M12 14.5 8 7.5M12 14.5l4-7M12 14.5 9 21.5M12 14.5l3 7M10.2 14.5h3.6" />
    <ellipse cx="12" cy="5.3" rx="1.5" ry="2.8" />
    <ellipse cx="7.2" cy="5.8" rx="1.5" ry="2.8" transform="rotate(-30 7.2 5.8)" />
    <ellipse cx="16.8" cy="5.8" rx="1.5" ry="2.8" transform="rotate(30 16.8 5.8)" />
  </Svg>
);

/** Varaha, the boar avatar: a tusked boar in profile. */
const BoarIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M2.5 11 8 7.5c2.5-1.3 5-1.6 7.5-1 3.5.8 5.5 3.3 5.5 6.5v2c0 1.3-1 2-2.3 2H8.5l-2-1.5-4 .5z" />
    <path d="M2.5 11v4.5M8 7.8l.8-2.8 1.7 2M8 16.5V20M10.5 17v3M16.5 17v3M19 16.8V20M21 12l1.5-1.2M5.5 15c-1.3-1-1.3-3 0-4.2M7 10h.01" />
  </Svg>
);

/** Vamana's parasol (chhatra). */
const UmbrellaIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M12 3a9 9 0 0 1 9 9c-1-1-2-1-3 0-1-1-2-1-3 0-1-1-2-1-3 0-1-1-2-1-3 0-1-1-2-1-3 0-1-1-2-1-3 0a9 9 0 0 1 9-9z" />
    <path d="M12 3V1.8M12 12v7a2 2 0 0 1-4 0" />
  </Svg>
);

/** Kalabhairav's dog. */
const DogIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M6.5 12c0-.9.7-1.5 1.5-1.5h7.5l.8-4.7A2.3 2.3 0 0 1 18.6 4c.7 0 1.2.4 1.5 1l.8 1.5h1.3v1.3c0 .9-.7 1.5-1.7 1.5h-1.3l-.7 3.2v8" />
    <path d="M18.1 15.5H8M6.5 12v8.5M9 15.5v5M16 15.5v5M6.5 11.5C5 11.5 4 10 4 8M17.7 4.2 16.8 8" />
  </Svg>
);

/** The wild berries Shabari tasted for Rama. */
const BerriesIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="7" cy="17" r="3.5" />
    <circle cx="17" cy="16" r="3.5" />
    <path d="M7.5 13.5C8.5 9 11 5.5 15 3.5M16.5 12.5c-.5-3-1-6-1.5-9M15 3.5c2-1.5 4.5-1.5 6 0-1.5 1.5-4 1.5-6 0z" />
  </Svg>
);

/** An earthen pot (Sheetala's cool water, the Dahi Handi). */
const MatkaIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M8.5 3.5h7M9.5 3.5V6C6.3 7.4 4.5 10.3 4.5 13.5a7.5 7.5 0 0 0 15 0c0-3.2-1.8-6.1-5-7.5V3.5" />
    <path d="M5 12h14M5.5 16h13" />
  </Svg>
);

/** Sindoor in the hair's parting and the bindi (Sindoor Khela). */
const SindoorIcon: Icon = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12.5" r="8" />
    <path d="M4.3 13.5C6 11 8.8 9 12 7.8c3.2 1.2 6 3.2 7.7 5.7" />
    <path d="M12 4.5v3.3" strokeWidth={2.6} />
    <circle cx="12" cy="10.8" r="1.1" fill="currentColor" />
    <path d="M8.8 14.8c.6.5 1.4.5 2 0M13.2 14.8c.6.5 1.4.5 2 0M10.5 17.8a2.5 2.5 0 0 0 3 0" />
  </Svg>
);

/** A mango with its leaf (Puthandu). */
const MangoIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M8 7.5c3-2.5 8-2 10.5 1.5 2.5 3.6 2 9-1.5 11.5-3.2 2.3-7.6 1.8-9.5-1-1.2-1.8-.9-3.7.2-5.2 1-1.4 1.1-2.7.3-4-.5-.9-.5-2 0-2.8z" />
    <path d="M11.5 6.2 11 3.5M11 3.5c1.5-1.5 4-1.5 5.5 0-1.5 1.5-4 1.5-5.5 0z" />
  </Svg>
);

/** A cup of pana, the sweet drink of Pana Sankranti. */
const CupIcon: Icon = (p) => (
  <Svg {...p}>
    <path d="M5.5 8h13l-1.5 13H7zM6 12.5h12" />
    <path d="M12.5 8 14 2.5h3" />
  </Svg>
);

/** The dhol of Bohag Bihu. */
const DholIcon: Icon = (p) => (
  <Svg {...p}>
    <ellipse cx="5" cy="12" rx="2" ry="5.5" />
    <path d="M5 6.5h14M5 17.5h14M19 6.5c1.1 0 2 2.5 2 5.5s-.9 5.5-2 5.5" />
    <path d="M7.5 6.5l1.8 11 1.8-11 1.8 11 1.8-11 1.8 11 1.8-11" strokeWidth={1.2} />
  </Svg>
);

/** Vishwakarma's tools: hammer and spanner crossed. */
const ToolsIcon: Icon = (p) => (
  <Svg {...p}>
    <rect x="3" y="5.75" width="9" height="3.5" rx=".5" transform="rotate(-45 7.5 7.5)" />
    <path d="M9 9l11.5 11.5" />
    <path d="M3.5 20.5 13 11M13 11a4 4 0 0 1 5.5-5.5l-2.3 2.3.3 1.7 1.7.3 2.3-2.3A4 4 0 0 1 13 11z" />
  </Svg>
);

/**
 * The drawing of each emoji key the rule table uses (keys without the
 * emoji variation selector U+FE0F). Every key of the table has one
 * (tests/unit/components/festival-icon.test.tsx).
 */
const ICONS: Readonly<Record<string, Icon>> = {
  '🌿': TulsiIcon,
  '🌕': FullMoonIcon,
  '🌑': NewMoonIcon,
  '🌙': MoonIcon,
  '☀': SunIcon,
  '🌅': SunriseIcon,
  '🔱': TridentIcon,
  '🐘': ElephantIcon,
  '🌺': FlowerIcon,
  '🌸': FlowerIcon,
  '💐': FlowerIcon,
  '🪷': LotusIcon,
  '🪔': DiyaIcon,
  '🕯': DiyaIcon,
  '🔥': FlameIcon,
  '🏹': BowIcon,
  '🧵': ThreadIcon,
  '🙏': KalashIcon,
  '🎨': PaletteIcon,
  '🐍': SnakeIcon,
  '🦚': PeacockFeatherIcon,
  '🐄': HillIcon,
  '🌊': WavesIcon,
  '🌳': TreeIcon,
  '🚩': FlagIcon,
  '🛕': TempleIcon,
  '☸': WheelIcon,
  '📿': MalaIcon,
  '📖': BookIcon,
  '🪙': CoinsIcon,
  '🍚': PotIcon,
  '📒': LedgerIcon,
  '👑': CrownIcon,
  // Gujarati and Bengali new year: the same rite, the new year's toran.
  '🎉': ToranIcon,
  '🎊': ToranIcon,
  '🖋': QuillIcon,
  // Chhath's evening arghya to the setting sun: the same rite as the dawn one.
  '🌇': SunriseIcon,
  '🦁': LionIcon,
  '⭐': StarIcon,
  '🌒': YoungMoonIcon,
  '🪐': PlanetIcon,
  '🐟': FishIcon,
  '🪓': AxeIcon,
  '🕉': OmIcon,
  '🎶': SongIcon,
  '🐢': TortoiseIcon,
  '🪕': VeenaIcon,
  '📜': ScrollIcon,
  '🐴': HorseIcon,
  '🌾': SheafIcon,
  '🐗': BoarIcon,
  '☂': UmbrellaIcon,
  '🐕': DogIcon,
  '🍒': BerriesIcon,
  '🏺': MatkaIcon,
  '🔴': SindoorIcon,
  // Vishu's konna blossoms, Phulera Dooj's flowers for Krishna: the flower offering.
  '🌼': FlowerIcon,
  '🥭': MangoIcon,
  '🥤': CupIcon,
  '🥁': DholIcon,
  '🛠': ToolsIcon,
};

const keyOf = (emoji: string) => emoji.replace(/\uFE0F/g, '');

/** Whether the emoji key has a drawing of its own (not the generic kalash). */
export const hasFestivalIcon = (emoji: string): boolean => keyOf(emoji) in ICONS;

/**
 * A festival's pictogram, sized by `className` (default 1.1em, to sit in a
 * line of text). Always decorative (aria-hidden): the festival's name is
 * beside it, or, where pictograms stand alone (the phone's festival grid),
 * in the description of the link holding them.
 */
export function FestivalIcon({ emoji, className = 'festival-icon' }: { emoji: string; className?: string }) {
  const Drawing = ICONS[keyOf(emoji)] ?? KalashIcon;
  return <Drawing className={className} data-festival-icon={keyOf(emoji)} />;
}
