import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { messages } from "../../../common/messages";
import { registrationPaths } from "./api";
import { useRegistration } from "./registration-context";

export interface Option {
  _id: string;
  name: string;
}

type ListName = "qualifications" | "occupations" | "idTypes";

const SOURCES: Record<ListName, { path: string; failure: string }> = {
  qualifications: { path: registrationPaths.qualifications, failure: messages.failedToLoadQualifications },
  occupations: { path: registrationPaths.occupations, failure: messages.failedToLoadOccupations },
  idTypes: { path: registrationPaths.idTypes, failure: messages.failedToLoadIdTypes },
};

export interface OptionList {
  options: Option[];
  loading: boolean;
  /** The spec's failure message (§8) when the list could not be loaded. */
  error: string | null;
}

/** Lists that loaded stay for the page's life: they are the same for every member. */
const loaded = new Map<ListName, Option[]>();

const isOptionList = (data: unknown): data is Option[] =>
  Array.isArray(data) && data.every((o) => o && typeof o._id === "string" && typeof o.name === "string");

/** The option lists of the application's selects (qualification, occupation, ID type). */
export function useOptions<N extends ListName>(names: readonly N[]): Record<N, OptionList> {
  const { call } = useRegistration();
  const key = names.join(",");
  const [lists, setLists] = useState(() =>
    Object.fromEntries(names.map((n) => [n, { options: loaded.get(n) ?? [], loading: !loaded.has(n), error: null }])) as Record<N, OptionList>,
  );

  useEffect(() => {
    let live = true;
    for (const name of key.split(",") as N[]) {
      if (loaded.has(name)) continue;
      const { path, failure } = SOURCES[name];
      const fail = () => {
        toast.error(failure, { id: failure });
        if (live) setLists((l) => ({ ...l, [name]: { options: [], loading: false, error: failure } }));
      };
      call<Option[]>("GET", path).then((answer) => {
        if (!answer.ok || !isOptionList(answer.data)) return fail();
        loaded.set(name, answer.data);
        if (live) setLists((l) => ({ ...l, [name]: { options: answer.data ?? [], loading: false, error: null } }));
      }, fail);
    }
    return () => {
      live = false;
    };
  }, [call, key]);

  return lists;
}
