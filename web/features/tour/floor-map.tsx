import type { KeyboardEvent, ReactNode } from "react";
import { useTour } from "./tour-words";

/** Where each room lies on the plan (viewBox 600 × 400) and what furniture is drawn in it. */
const plan: Record<string, { x: number; y: number; w: number; h: number; labelY?: number; furniture: ReactNode }> = {
  "bedroom-1": { x: 0, y: 0, w: 200, h: 170, labelY: 130, furniture: <Bed x={50} y={14} /> },
  "walk-in-closet": { x: 0, y: 170, w: 95, h: 100, furniture: <Rails x={8} y={178} /> },
  "bathroom-1": { x: 95, y: 170, w: 105, h: 100, furniture: <Bath box={[170, 176]} basin={[112, 256]} /> },
  kitchen: { x: 0, y: 270, w: 200, h: 130, furniture: <Counter x={8} y={278} /> },
  "living-area": { x: 200, y: 0, w: 230, h: 300, furniture: <Lounge x={227} y={150} /> },
  entrance: { x: 200, y: 300, w: 230, h: 100, furniture: <Door x={315} y={400} /> },
  "bedroom-2": { x: 430, y: 0, w: 170, h: 230, furniture: <Bed x={465} y={14} /> },
  "bathroom-2": { x: 430, y: 230, w: 170, h: 170, furniture: <Bath box={[566, 238]} basin={[452, 376]} /> },
};

const ink = "#1f3d2b";
const fixture = { fill: "none", stroke: "#6b8f5e", strokeWidth: 1.5 };

/**
 * The floor map: an inline SVG plan of the sample villa whose rooms are buttons (Tab to reach, Enter or
 * Space to choose), pressed when their room is shown.
 */
export function FloorMap({ selected, onSelect }: { selected: string; onSelect: (roomId: string) => void }) {
  const { t, rooms: tourRooms } = useTour();
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, roomId: string) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(roomId);
    }
  };
  return (
    <figure className="rounded-3xl bg-white p-2.5 shadow-sm ring-1 ring-forest-900/10 sm:p-5">
      <svg
        viewBox="-12 -12 624 440"
        role="group"
        aria-label={t("images.floorMapLabel")}
        className="block h-auto w-full select-none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect x="-12" y="-12" width="624" height="440" fill="#fcf9f2" />
        {tourRooms.map((room) => {
          const area = plan[room.id];
          if (!area) return null;
          const active = room.id === selected;
          // a long name on two lines (the catalogue's mapLines)
          const lines = room.mapLines ?? [room.name];
          const cx = area.x + area.w / 2;
          const cy = area.labelY ?? area.y + area.h / 2 - ((lines.length - 1) * 20) / 2 + 6;
          return (
            <g
              key={room.id}
              role="button"
              tabIndex={0}
              aria-label={room.name}
              aria-pressed={active}
              onClick={() => onSelect(room.id)}
              onKeyDown={(event) => onKeyDown(event, room.id)}
              className="group cursor-pointer outline-none"
            >
              {/* focused: a 7 px saffron-700 edge, 5.22:1 on the white room, 3.97:1 on the chosen room's tint, 4.64:1 under the pointer (1.4.11) */}
              <rect
                x={area.x}
                y={area.y}
                width={area.w}
                height={area.h}
                fill={active ? "#f2b441" : "#ffffff"}
                fillOpacity={active ? 0.45 : 1}
                stroke={ink}
                strokeWidth="3"
                className="transition-[fill] group-hover:fill-[#f7f1e3] group-focus-visible:stroke-[#a9560a] group-focus-visible:[stroke-width:7]"
              />
              <g pointerEvents="none">{area.furniture}</g>
              <text
                x={cx}
                y={cy}
                textAnchor="middle"
                fontSize="18"
                fontWeight={active ? 700 : 600}
                fontFamily="Inter Variable, ui-sans-serif, system-ui, sans-serif"
                fill={ink}
                stroke={active ? "#f9dca0" : "#ffffff"}
                strokeWidth="4"
                paintOrder="stroke"
                pointerEvents="none"
              >
                {lines.map((line, i) => (
                  <tspan key={line} x={cx} dy={i === 0 ? 0 : 20}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        {/* outer walls and the entrance door */}
        <rect x="0" y="0" width="600" height="400" fill="none" stroke={ink} strokeWidth="8" pointerEvents="none" />
        <rect x="293" y="396" width="44" height="8" fill="#fcf9f2" pointerEvents="none" />
        <path d="M315 424 V410" stroke="#a9560a" strokeWidth="2.5" markerEnd="url(#floor-arrow)" pointerEvents="none" />
        <defs>
          <marker
            id="floor-arrow"
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10Z" fill="#a9560a" />
          </marker>
        </defs>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-ink/80">{t("images.floorMapCaption")}</figcaption>
    </figure>
  );
}

function Bed({ x, y }: { x: number; y: number }) {
  return (
    <g {...fixture}>
      <rect x={x} y={y} width="100" height="72" rx="4" />
      <rect x={x + 10} y={y + 6} width="36" height="16" rx="4" />
      <rect x={x + 54} y={y + 6} width="36" height="16" rx="4" />
      <path d={`M${x} ${y + 30} H${x + 100}`} />
    </g>
  );
}

function Rails({ x, y }: { x: number; y: number }) {
  return (
    <g {...fixture}>
      <path d={`M${x} ${y} V${y + 84} M${x + 78} ${y} H${x}`} strokeDasharray="3 4" />
    </g>
  );
}

function Bath({ box, basin }: { box: [number, number]; basin: [number, number] }) {
  return (
    <g {...fixture}>
      <rect x={box[0]} y={box[1]} width="24" height="24" rx="3" />
      <circle cx={box[0] + 12} cy={box[1] + 12} r="4" />
      <ellipse cx={basin[0]} cy={basin[1]} rx="8" ry="10" />
    </g>
  );
}

function Counter({ x, y }: { x: number; y: number }) {
  return (
    <g {...fixture}>
      <path d={`M${x} ${y + 114} V${y} H${x + 174} V${y + 24} H${x + 24} V${y + 114}Z`} />
      <circle cx={x + 70} cy={y + 12} r="6" />
      <circle cx={x + 88} cy={y + 12} r="6" />
    </g>
  );
}

function Lounge({ x, y }: { x: number; y: number }) {
  return (
    <g {...fixture}>
      <rect x={x} y={y + 78} width="176" height="30" rx="8" />
      <rect x={x + 48} y={y + 34} width="80" height="30" rx="4" />
      <rect x={x + 10} y={y - 120} width="60" height="90" rx="2" strokeDasharray="4 4" />
    </g>
  );
}

function Door({ x, y }: { x: number; y: number }) {
  return (
    <g {...fixture}>
      <path d={`M${x - 20} ${y - 4} A40 40 0 0 1 ${x + 20} ${y - 44}`} strokeDasharray="3 3" />
      <rect x={x - 60} y={y - 40} width="34" height="26" rx="3" />
    </g>
  );
}
