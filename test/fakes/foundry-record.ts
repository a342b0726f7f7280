/**
 * The campaign record's Foundry parts in the typed fake (test/fakes/foundry.ts): journal entries and their
 * text pages on the server, the v13 core calendar (`game.time.calendar`), Seasons & Stars' public API, and
 * scene lighting. Every faked behaviour says which real behaviour it stands for; what is not listed is not
 * faked (journal sheets, page ownership of its own, enrichment of secret sections).
 */
import type {
  CalendarDataLike,
  SceneLightingLike,
  SeasonsStarsApi,
  SeasonsStarsDate,
  SimpleCalendarApi,
  SimpleCalendarDate,
  TimeComponentsLike,
} from "../../src/foundry/env/calendar";
import type {
  JournalsPort,
  RecordJournalLike,
  RecordPageData,
  RecordPageLike,
  RecordPageUpdate,
} from "../../src/foundry/env/record";
import type { FakeClient, FakeScene, FakeUser, FakeWorld } from "./foundry";
import { strict } from "./strict";
import { applyDotted, wire } from "./wire";

export interface FakePageSource {
  _id: string;
  name: string;
  type: "text";
  sort: number;
  text: { content: string; format: number };
  flags: { turnkeeper?: { day?: number; part?: number; entries?: Record<string, unknown> } } & Record<
    string,
    unknown
  >;
}

export interface FakeJournalSource {
  _id: string;
  name: string;
  flags: Record<string, Record<string, unknown>>;
  ownership: Record<string, number>;
  pages: FakePageSource[];
}

/** A journal database request as the server received it: who, which, and the bytes of what was sent. */
export interface FakeJournalWrite {
  readonly by: string;
  readonly journal: string;
  readonly action: "create" | "update";
  /** The request's JSON: the pages' data or changes (text and flag keys). */
  readonly bytes: number;
}

/** `CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER`: may read a document, not change it. */
const OBSERVER = 2;

/** Stands for the server's JournalEntry collection: GM-only writes, each request one database write. */
export class FakeJournalServer {
  readonly journals: FakeJournalSource[] = [];
  readonly writes: FakeJournalWrite[] = [];
  constructor(private readonly world: FakeWorld) {}

  #request(
    by: FakeUser,
    journal: FakeJournalSource,
    action: "create" | "update",
    payload: readonly object[],
  ) {
    // Players lack permission to change a GM-owned journal: the server refuses.
    if (!by.isGM) throw new Error(`User ${by.name} lacks permission to update JournalEntry ${journal._id}`);
    this.world.write(by, "JournalEntryPage", journal._id, action);
    const bytes = JSON.stringify(payload).length;
    this.writes.push({ by: by.id, journal: journal._id, action, bytes });
  }

  /**
   * Stands for the document hooks every client runs when the server broadcasts a request's result: one
   * `createJournalEntryPage` (page, data, options, userId) or `updateJournalEntryPage` (page, change,
   * options, userId) per page the request made or changed.
   */
  #announce(by: FakeUser, hook: string, pages: readonly FakePageSource[], data: readonly object[]) {
    for (const client of this.world.clients)
      pages.forEach((page, i) => client.Hooks.callAll(hook, wire(page), wire(data[i]), {}, by.id));
  }

  readonly #pages = new WeakMap<FakePageSource, RecordPageLike>();

  /** A page as the journal's `pages` collection holds it: the same object for the same page. */
  #page(page: FakePageSource): RecordPageLike {
    let port = this.#pages.get(page);
    if (!port) {
      port = strict(
        {
          id: page._id,
          name: page.name,
          // Stands for `getFlag`: the document's own flag data, not a copy.
          get day() {
            return page.flags.turnkeeper?.day ?? null;
          },
          get part() {
            return page.flags.turnkeeper?.part ?? 1;
          },
          entries: () => page.flags.turnkeeper?.entries ?? {},
          content: () => page.text.content,
        },
        `JournalEntryPage ${page.name}`,
      );
      this.#pages.set(page, port);
    }
    return port;
  }

  /** The journal as one client sees it (every client reads the same server data here). */
  port(by: FakeUser, journal: FakeJournalSource): RecordJournalLike {
    return strict(
      {
        id: journal._id,
        name: journal.name,
        ownership: { ...journal.ownership },
        pages: () => journal.pages.map((page) => this.#page(page)),
        // Stands for `createEmbeddedDocuments("JournalEntryPage", data)`: one request, each page given an id.
        createPages: async (data: readonly RecordPageData[]) => {
          this.#request(by, journal, "create", data);
          for (const d of data)
            journal.pages.push({
              _id: this.world.newId("page"),
              name: d.name,
              type: "text",
              sort: d.sort,
              text: { content: d.text.content, format: 1 },
              flags: wire(d.flags),
            });
          this.#announce(by, "createJournalEntryPage", journal.pages.slice(-data.length), data);
          return data;
        },
        // Stands for `updateEmbeddedDocuments("JournalEntryPage", updates)`: one request; an unknown id fails.
        updatePages: async (updates: readonly RecordPageUpdate[]) => {
          this.#request(by, journal, "update", updates);
          for (const u of updates) {
            const page = journal.pages.find((p) => p._id === u._id);
            if (!page) throw new Error(`JournalEntryPage ${u._id} does not exist`);
            applyDotted(page as unknown as Record<string, unknown>, { ...u }, this.world);
          }
          const pages = updates.map((u) => journal.pages.find((p) => p._id === u._id) as FakePageSource);
          this.#announce(by, "updateJournalEntryPage", pages, updates);
          return updates;
        },
        // Stands for `update({ ownership: { default } })`: GM only, OBSERVER (2) or NONE (0) for players.
        share: async (readable: boolean) => {
          if (!by.isGM)
            throw new Error(`User ${by.name} lacks permission to update JournalEntry ${journal._id}`);
          journal.ownership = { ...journal.ownership, default: readable ? OBSERVER : 0 };
          this.world.write(by, "JournalEntry", journal._id, "update");
          return journal;
        },
      },
      `JournalEntry ${journal.name}`,
    );
  }

  /**
   * `game.journal` on a client: the record is found by its flag (a player's client holds only the journals
   * they may observe: Foundry sends a player no document they may not see); `JournalEntry.create` makes one.
   */
  journalsFor(client: FakeClient): JournalsPort {
    return {
      record: () => {
        const journal = this.journals.find((j) => j.flags.turnkeeper?.record === true);
        const seen = client.user.isGM || (journal?.ownership.default ?? 0) >= OBSERVER;
        return journal && seen ? this.port(client.user, journal) : null;
      },
      createRecord: async (name, readable) => {
        if (!client.user.isGM)
          throw new Error(`User ${client.user.name} lacks permission to create JournalEntry`);
        const journal: FakeJournalSource = {
          _id: this.world.newId("journal"),
          name,
          flags: { turnkeeper: { record: true } },
          ownership: { default: readable ? OBSERVER : 0 },
          pages: [],
        };
        this.journals.push(journal);
        this.world.write(client.user, "JournalEntry", journal._id, "create");
        return this.port(client.user, journal);
      },
    };
  }

  /** The record journal's pages, in day order (what a GM would read in the journal's sidebar). */
  recordPages(): FakePageSource[] {
    const journal = this.journals.find((j) => j.flags.turnkeeper?.record === true);
    return [...(journal?.pages ?? [])].sort((a, b) => a.sort - b.sort);
  }
}

/** The world's journals (every FakeWorld has them; each client's `journals` reads them). */
export function installJournals(world: FakeWorld): FakeJournalServer {
  return world.journalServer;
}

/** A month of the fake calendars: its name (the core calendar's may be localization keys) and length. */
export interface FakeMonth {
  readonly name: string;
  readonly days: number;
}

/** A calendar of 4 months of 30 days, seasons by month, 24-hour days of 60-minute hours. */
export const MARCHES_MONTHS: readonly FakeMonth[] = [
  { name: "Deepwinter", days: 30 },
  { name: "Thaw", days: 30 },
  { name: "Highsun", days: 30 },
  { name: "Harvest", days: 30 },
];
export const MARCHES_SEASONS: readonly string[] = ["Frost", "Mud", "Dust", "Gold"];

/**
 * Stands for Foundry v13's `CalendarData` (`CONFIG.time.worldCalendarConfig` made `game.time.calendar`):
 * `timeToComponents` breaks world seconds into year, month, day of month and season (indices 0-based, as
 * TimeComponents documents), and `months.values` / `seasons.values` list the names.
 */
export function fakeCoreCalendar(
  months: readonly FakeMonth[] = MARCHES_MONTHS,
  seasons: readonly string[] = MARCHES_SEASONS,
  startYear = 1042,
  daySeconds = 86_400,
): CalendarDataLike {
  const yearDays = months.reduce((n, m) => n + m.days, 0);
  return strict(
    {
      months: { values: months.map((m) => ({ name: m.name })) },
      seasons: { values: seasons.map((name) => ({ name })) },
      days: { hoursPerDay: daySeconds / 3600, minutesPerHour: 60, secondsPerMinute: 60 },
      timeToComponents(time: number): TimeComponentsLike {
        const days = Math.floor(time / daySeconds);
        const inDay = time - days * daySeconds;
        let day = ((days % yearDays) + yearDays) % yearDays;
        let month = 0;
        while (day >= (months[month]?.days ?? Infinity)) day -= months[month++]?.days ?? 0;
        return {
          year: startYear + Math.floor(days / yearDays),
          month,
          dayOfMonth: day,
          // The fake's seasons follow its months one to one.
          season: Math.min(month, seasons.length - 1),
          hour: Math.floor(inDay / 3600),
          minute: Math.floor((inDay % 3600) / 60),
        };
      },
    },
    "game.time.calendar",
  );
}

/**
 * Stands for Seasons & Stars' documented API (`game.seasonsStars.api`, its developer guide): `worldTimeToDate`
 * gives a CalendarDate with 1-based month and day and the time of day, `formatDate` words it, `getSeasonInfo`
 * names the season, `getMonthNames` lists the months. Built on the core fake, as S&S reads the same world time.
 */
export function fakeSeasonsStars(core: CalendarDataLike = fakeCoreCalendar()): SeasonsStarsApi & {
  calls: number;
} {
  const monthNames = (core.months?.values ?? []).map((m) => m.name);
  const seasonNames = (core.seasons?.values ?? []).map((s) => s.name);
  const api = {
    calls: 0,
    worldTimeToDate(time: number): SeasonsStarsDate {
      api.calls++;
      const c = core.timeToComponents(time);
      return {
        year: c.year,
        month: c.month + 1,
        day: c.dayOfMonth + 1,
        time: { hour: c.hour, minute: c.minute, second: 0 },
      };
    },
    formatDate: (date: SeasonsStarsDate) =>
      `${monthNames[date.month - 1] ?? date.month} ${date.day}, ${date.year} AR`,
    getSeasonInfo: (date: SeasonsStarsDate) => ({ name: seasonNames[date.month - 1] ?? "", icon: "" }),
    getMonthNames: () => monthNames,
  };
  return strict(api, "game.seasonsStars.api");
}

/**
 * Stands for Simple Calendar's documented API (`SimpleCalendar.api`, its docs/API.md; Simple Calendar Reborn
 * keeps it): `timestampToDate` gives a date with a 0-based month and day, the hour and minute, the current
 * season and `display.date` as the calendar words it; `getAllMonths` and `getAllSeasons` list them.
 */
export function fakeSimpleCalendar(core: CalendarDataLike = fakeCoreCalendar()): SimpleCalendarApi {
  const months = (core.months?.values ?? []).map((m) => ({ name: m.name }));
  const seasons = (core.seasons?.values ?? []).map((s) => ({ name: s.name }));
  return strict(
    {
      timestampToDate(time: number): SimpleCalendarDate {
        const c = core.timeToComponents(time);
        const monthName = months[c.month]?.name ?? "";
        return {
          year: c.year,
          month: c.month,
          day: c.dayOfMonth,
          hour: c.hour,
          minute: c.minute,
          currentSeason: seasons[c.season] ?? null,
          display: {
            date: `${monthName} ${String(c.dayOfMonth + 1).padStart(2, "0")}, ${c.year}`,
            monthName,
          },
        };
      },
      getAllMonths: () => months,
      getAllSeasons: () => seasons,
    },
    "SimpleCalendar.api",
  );
}

/**
 * Stands for each scene's lighting: `environment.darknessLevel` (0 midday, 1 midnight) and the
 * `turnkeeper.darkness` flag a GM sets to opt the scene in; setting the darkness is one Scene update.
 */
export function installLighting(world: FakeWorld, follow: FakeScene[] = []): Map<FakeScene, number> {
  const levels = new Map<FakeScene, number>(world.scenes.map((s) => [s, 0]));
  for (const client of world.clients)
    client.lighting = {
      scenes: (): SceneLightingLike[] =>
        world.scenes.map((scene) =>
          strict(
            {
              uuid: scene.uuid,
              followsTime: () => follow.includes(scene),
              setFollowsTime: async (on: boolean) => {
                if (!client.user.isGM)
                  throw new Error(`User ${client.user.name} lacks permission to update Scene`);
                world.write(client.user, "Scene", scene.id, "update");
                if (on && !follow.includes(scene)) follow.push(scene);
                if (!on && follow.includes(scene)) follow.splice(follow.indexOf(scene), 1);
              },
              darkness: () => levels.get(scene) ?? 0,
              setDarkness: async (level: number) => {
                if (!client.user.isGM)
                  throw new Error(`User ${client.user.name} lacks permission to update Scene`);
                world.write(client.user, "Scene", scene.id, "update");
                levels.set(scene, level);
              },
            },
            `Scene ${scene.name} (lighting)`,
          ),
        ),
    };
  return levels;
}
