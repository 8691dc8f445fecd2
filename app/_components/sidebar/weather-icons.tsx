/**
 * The weather card's icons (site/icons.tsx's frame): apart from the site's
 * other icons, which the header on every page carries, since only the
 * weather readings draw them (fetched with the weather: WeatherReadings).
 */
import type { SVGProps } from 'react';
import { Svg } from '../site/icons';

/* A cloud alone, or raised above rain, snow, fog or lightning. */
const CLOUD = 'M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 11.1 3.5 3.5 0 0 0 7 18z';
const CLOUD_RAISED = 'M7 15h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 8.1 3.5 3.5 0 0 0 7 15z';

export const CloudIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d={CLOUD} />
  </Svg>
);

export const CloudSunIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d="M8 3.5v1.5M3.5 8H2M4.8 4.8l1 1M12.2 4.8l-1 1" />
    <path d="M5.6 10.6a3.5 3.5 0 0 1 6.2-2.8" />
    <path d="M9 20h8a3.5 3.5 0 0 0 .5-6.96A5 5 0 0 0 8 14.1 3 3 0 0 0 9 20z" />
  </Svg>
);

export const CloudRainIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d={CLOUD_RAISED} />
    <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
  </Svg>
);

export const CloudSnowIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d={CLOUD_RAISED} />
    <path d="M8 19h.01M12 19h.01M16 19h.01M10 22h.01M14 22h.01" strokeWidth={2.6} />
  </Svg>
);

export const CloudFogIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d={CLOUD_RAISED} />
    <path d="M4 18h16M6 21h12" />
  </Svg>
);

export const CloudLightningIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d={CLOUD_RAISED} />
    <path d="M12.5 15l-2 3.5h3l-2 3.5" />
  </Svg>
);

export const DropletIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg width="16" height="16" {...p}>
    <path d="M12 3s6 6.4 6 11a6 6 0 0 1-12 0c0-4.6 6-11 6-11z" />
  </Svg>
);

export const WindIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg width="16" height="16" {...p}>
    <path d="M3 9h11a3 3 0 1 0-3-3M3 15h15a3 3 0 1 1-3 3M3 12h8" />
  </Svg>
);

export const InfoIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg width="18" height="18" {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Svg>
);
