import type { ReactNode } from "react";
import type { LocationAsset, LocationId } from "../../content/why-trust-us";

/**
 * The "embedded map frame" of an estate, drawn in code: a stylised map of the area (forest, fields,
 * river, roads) with a pin on the estate. No map service, no network; the drawing is one image to
 * assistive technology, described by the content's map description.
 */
export function EstateMap({ location }: { location: LocationAsset }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white ring-1 ring-forest-900/10">
      <svg
        viewBox="0 0 400 260"
        role="img"
        aria-label={location.map.description}
        className="block h-auto w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        {drawings[location.id]}
        <Compass />
      </svg>
      <figcaption className="border-t border-forest-900/10 px-4 py-2.5 text-xs text-ink/80">{location.map.caption}</figcaption>
    </figure>
  );
}

const c = {
  paper: "#f5efe0",
  contour: "#e6dcc2",
  forest: "#d5e2c6",
  tree: "#8aa978",
  treeDark: "#6b8f5e",
  water: "#9cc3d2",
  waterDeep: "#6f9fb3",
  road: "#ffffff",
  roadEdge: "#d6c8a6",
  field1: "#ecdfb5",
  field2: "#dce6c3",
  label: "#1f3d2b",
  pin: "#a9560a",
};

function Trees({ points, r = 5 }: { points: [number, number][]; r?: number }) {
  return (
    <g>
      {points.map(([x, y], i) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={r + (i % 3) - 1} fill={i % 2 ? c.tree : c.treeDark} />
          <circle cx={x - 1.5} cy={y - 1.5} r={(r + (i % 3) - 1) / 2.5} fill="#ffffff" opacity="0.18" />
        </g>
      ))}
    </g>
  );
}

function Road({ d, width = 7 }: { d: string; width?: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={c.roadEdge} strokeWidth={width + 3} />
      <path d={d} stroke={c.road} strokeWidth={width} />
    </g>
  );
}

function Houses({ points }: { points: [number, number][] }) {
  return (
    <g>
      {points.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width="9" height="7" rx="1" fill="#c98f6a" />
          <path d={`M${x - 1} ${y} L${x + 4.5} ${y - 4} L${x + 10} ${y}Z`} fill="#b8583a" />
        </g>
      ))}
    </g>
  );
}

function Label({ x, y, children, anchor = "start", italic = false, size = 11, fill = c.label }: {
  x: number;
  y: number;
  children: ReactNode;
  anchor?: "start" | "middle" | "end";
  italic?: boolean;
  size?: number;
  fill?: string;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize={size}
      fontStyle={italic ? "italic" : undefined}
      fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif"
      fontWeight={italic ? 500 : 600}
      fill={fill}
      stroke={c.paper}
      strokeWidth="3"
      paintOrder="stroke"
    >
      {children}
    </text>
  );
}

/** The estate: a dashed boundary, a pin and its tag. */
function Estate({ boundary, x, y, tagSide = "right" }: { boundary: string; x: number; y: number; tagSide?: "left" | "right" | "above" }) {
  const tagX = tagSide === "right" ? x + 16 : tagSide === "left" ? x - 16 - 92 : x - 46;
  const tagY = tagSide === "above" ? y - 62 : y - 36;
  return (
    <g>
      <path d={boundary} fill="#f2b441" fillOpacity="0.22" stroke={c.pin} strokeWidth="1.5" strokeDasharray="5 4" />
      <ellipse cx={x} cy={y + 1} rx="7" ry="2.5" fill="#1e2320" opacity="0.25" />
      <g transform={`translate(${x} ${y})`}>
        <path d="M0 0 C-3 -8 -12 -13 -12 -23 A12 12 0 1 1 12 -23 C12 -13 3 -8 0 0Z" fill={c.pin} stroke="#ffffff" strokeWidth="2" />
        <circle cy="-23" r="4.5" fill="#ffffff" />
      </g>
      <g transform={`translate(${tagX} ${tagY})`}>
        <rect width="92" height="20" rx="10" fill="#1f3d2b" />
        <text x="46" y="13.5" textAnchor="middle" fontSize="10" fontWeight="600" fontFamily="Inter Variable, ui-sans-serif, sans-serif" fill="#fcf9f2">
          Vedanta estate
        </text>
      </g>
    </g>
  );
}

function Compass() {
  return (
    <g transform="translate(28 30)">
      <circle r="15" fill="#ffffff" fillOpacity="0.85" stroke={c.roadEdge} />
      <path d="M0 -11 L4 2 L0 0 L-4 2Z" fill={c.pin} />
      <path d="M0 11 L4 -2 L0 0 L-4 -2Z" fill={c.tree} />
      <text y="-18" textAnchor="middle" fontSize="8" fontWeight="700" fontFamily="Inter Variable, sans-serif" fill={c.label}>
        N
      </text>
    </g>
  );
}

function Contours({ paths }: { paths: string[] }) {
  return (
    <g fill="none" stroke={c.contour} strokeWidth="1.2">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

const rajgarh = (
  <g>
    <rect width="400" height="260" fill={c.paper} />
    <Contours paths={["M0 40 C60 30 120 60 200 40", "M0 62 C70 52 130 80 210 60", "M20 150 C80 140 150 160 230 150"]} />
    <path d="M238 0 H400 V158 C372 166 342 146 320 124 C298 102 268 96 250 72 C236 52 232 22 238 0Z" fill={c.forest} />
    <Trees
      points={[
        [258, 16], [284, 32], [310, 14], [332, 42], [356, 22], [382, 48], [300, 64], [340, 84], [368, 102], [386, 134], [272, 52],
        [360, 66], [388, 18], [322, 104], [350, 128], [254, 40],
      ]}
    />
    <g transform="rotate(-8 140 118)">
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect key={`${row}-${col}`} x={64 + col * 40} y={72 + row * 28} width="36" height="24" rx="2" fill={(row + col) % 2 ? c.field1 : c.field2} />
        )),
      )}
    </g>
    <path d="M0 214 C60 200 110 236 170 220 S 280 190 400 208" fill="none" stroke={c.water} strokeWidth="6" strokeLinecap="round" />
    <Road d="M0 246 C120 238 260 252 400 240" width={9} />
    <Road d="M118 243 C128 204 178 192 212 154 S 248 112 266 98" />
    <rect x="118" y="214" width="16" height="5" rx="1" fill="#8a6a4a" transform="rotate(-70 126 216)" />
    <Houses points={[[34, 178], [48, 190], [64, 176], [40, 200], [70, 194], [86, 182]]} />
    <Estate boundary="M226 72 L302 60 L316 122 L240 132Z" x={268} y={104} />
    <Label x={330} y={150} italic>
      Sal forest
    </Label>
    <Label x={110} y={60} italic>
      Terraced fields
    </Label>
    <Label x={30} y={170}>
      Rajgarh
    </Label>
    <Label x={392} y={234} anchor="end" size={10}>
      Highway
    </Label>
    <Label x={300} y={196} italic size={10} fill="#2b5e73">
      Stream
    </Label>
  </g>
);

const amarkantak = (
  <g>
    <rect width="400" height="260" fill={c.forest} />
    <Contours paths={["M0 30 C80 20 160 45 260 25 S 360 10 400 20", "M0 232 C90 222 170 246 280 232", "M40 110 C80 100 110 118 140 104"]} />
    <Trees
      points={[
        [20, 80], [44, 96], [70, 82], [96, 98], [120, 84], [30, 128], [62, 140], [100, 134], [130, 120], [150, 92], [180, 60],
        [210, 40], [240, 58], [270, 36], [300, 60], [116, 48], [86, 36], [40, 44], [20, 230], [52, 244], [88, 226], [120, 246],
        [150, 232], [262, 226], [240, 244], [372, 238], [384, 196], [360, 170], [380, 140], [262, 100], [236, 92], [28, 176],
        [270, 160], [250, 184], [118, 178], [140, 200], [386, 70], [160, 24],
      ]}
    />
    <path d="M345 60 C320 90 300 124 255 130 S 190 120 160 150 S 90 192 0 184" fill="none" stroke={c.water} strokeWidth="7" strokeLinecap="round" />
    <path d="M345 60 C320 90 300 124 255 130" fill="none" stroke={c.waterDeep} strokeWidth="2" strokeLinecap="round" opacity="0.5" />
    <rect x="336" y="44" width="18" height="18" rx="2" fill={c.waterDeep} stroke="#ffffff" strokeWidth="2" />
    <path d="M345 30 L352 42 H338Z" fill="#f7f1e3" stroke="#b8583a" strokeWidth="1.5" />
    <Road d="M322 262 L290 236 L330 210 L290 190 L336 160 L330 122 L356 104" />
    <Road d="M292 191 C262 200 236 194 214 186" width={5} />
    <Houses points={[[356, 92], [370, 100], [366, 114], [382, 108], [378, 88]]} />
    <Estate boundary="M160 158 L246 152 L252 214 L170 222Z" x={206} y={190} tagSide="left" />
    <Label x={394} y={24} anchor="end">
      Narmada Kund
    </Label>
    <Label x={394} y={134} anchor="end">
      Amarkantak
    </Label>
    <Label x={60} y={70} italic>
      Maikal hills
    </Label>
    <Label x={80} y={204} italic size={10} fill="#2b5e73">
      Narmada
    </Label>
    <Label x={8} y={170} size={9}>
      ← Kapildhara
    </Label>
  </g>
);

const rishikesh = (
  <g>
    <rect width="400" height="260" fill={c.paper} />
    <path d="M0 0 H150 C160 60 120 130 170 180 S 200 240 196 260 H0Z" fill={c.forest} />
    <path d="M400 0 H236 C246 50 224 110 262 150 S 300 230 290 260 H400Z" fill={c.forest} />
    <Contours paths={["M300 10 C330 40 360 30 400 50", "M300 200 C340 190 370 210 400 200", "M0 120 C30 110 60 130 90 118"]} />
    <Trees
      points={[
        [20, 30], [50, 50], [84, 30], [112, 56], [30, 90], [64, 104], [98, 90], [40, 150], [78, 166], [110, 140], [24, 210], [60, 228],
        [100, 214], [136, 236], [132, 40], [372, 22], [388, 70], [352, 110], [382, 150], [330, 170], [362, 196], [388, 236],
        [336, 236], [300, 176], [262, 20], [392, 104],
      ]}
    />
    <path d="M165 0 C175 60 145 120 195 170 S 225 230 225 260" fill="none" stroke={c.water} strokeWidth="40" />
    <path d="M165 0 C175 60 145 120 195 170 S 225 230 225 260" fill="none" stroke={c.waterDeep} strokeWidth="1.5" strokeDasharray="10 12" opacity="0.6" />
    <g stroke="#7a4a2a" strokeWidth="2.5" strokeLinecap="round">
      <path d="M132 97 L198 97" />
      <path d="M200 222 L258 222" />
    </g>
    <Road d="M216 0 C226 60 196 120 240 166 S 268 232 262 262" />
    <Road d="M212 112 C248 104 272 86 300 74" width={5} />
    <Houses points={[[250, 130], [266, 140], [252, 150], [276, 124]]} />
    <Estate boundary="M272 40 L346 34 L350 96 L282 102Z" x={306} y={80} tagSide="above" />
    <Label x={128} y={92} anchor="end" size={10}>
      Lakshman Jhula
    </Label>
    <Label x={196} y={218} anchor="end" size={10}>
      Ram Jhula
    </Label>
    <Label x={172} y={42} anchor="middle" italic fill="#2b5e73">
      Ganga
    </Label>
    <Label x={284} y={142}>
      Tapovan
    </Label>
    <Label x={392} y={252} anchor="end" size={10}>
      Badrinath road
    </Label>
  </g>
);

const drawings: Record<LocationId, ReactNode> = { rajgarh, amarkantak, rishikesh };
