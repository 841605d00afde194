import { useState } from "react";
import { Picture } from "../../components/picture";
import { DEFAULT_ROOM_ID } from "../../content/virtual-tour";
import { FloorMap } from "./floor-map";
import { useTour } from "./tour-words";

/** Virtual images: eight rooms, chosen from their thumbnails or on the floor map (Living Area first). */
export function RoomExplorer() {
  const { t, rooms: tourRooms } = useTour();
  const [selected, setSelected] = useState(DEFAULT_ROOM_ID);
  const room = tourRooms.find((r) => r.id === selected) ?? tourRooms[0];
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div>
        <figure className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-forest-900/10">
          <Picture
            key={room.id}
            mediaKey={room.image}
            alt={t("room.picture", { room: room.name })}
            sizes="(min-width: 1024px) 700px, 100vw"
            width={1600}
            className="aspect-[3/2] w-full object-cover"
          />
          <figcaption className="p-6 sm:p-8" aria-live="polite">
            <h3 className="text-3xl font-semibold text-forest-900 sm:text-4xl">{room.name}</h3>
            {room.description ? <p className="mt-3 text-ink/80">{room.description}</p> : null}
            {room.features ? (
              <ul className="mt-5 grid gap-2 sm:grid-cols-2" aria-label={t("room.features", { room: room.name })}>
                {room.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm text-ink/85">
                    <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rotate-45 bg-saffron-500" />
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
          </figcaption>
        </figure>
      </div>
      <div className="space-y-6">
        <FloorMap selected={selected} onSelect={setSelected} />
        <ul aria-label={t("images.roomsLabel")} className="grid grid-cols-4 gap-2 sm:gap-3">
          {tourRooms.map((r) => {
            const active = r.id === selected;
            return (
              <li key={r.id}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => setSelected(r.id)}
                  className={`block w-full overflow-hidden rounded-xl text-left ring-2 transition ${
                    active ? "ring-saffron-600" : "ring-transparent hover:ring-forest-500"
                  }`}
                >
                  <Picture
                    mediaKey={r.image}
                    alt=""
                    sizes="120px"
                    width={480}
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <span
                    className={`block px-1.5 py-1 text-[11px] leading-tight font-semibold sm:text-xs ${active ? "bg-saffron-700 text-white" : "bg-white text-forest-900"}`}
                  >
                    {r.name}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
