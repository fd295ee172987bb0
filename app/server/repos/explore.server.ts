import type { Kysely } from "kysely";
import { newId, nowIso } from "../db/ids.server";
import type {
  Database,
  ExplorePlatform,
  ExploreProgram,
  NewExplorePlatform,
  NewExploreProgram,
} from "../db/schema.server";

export type ExploreProgramInput = Omit<NewExploreProgram, "id" | "createdAt">;
export type ExplorePlatformInput = Omit<NewExplorePlatform, "id" | "createdAt">;

export async function listExplorePrograms(db: Kysely<Database>): Promise<ExploreProgram[]> {
  return db.selectFrom("explorePrograms").selectAll().orderBy("sortOrder", "asc").orderBy("createdAt", "asc").execute();
}

export async function findExploreProgram(db: Kysely<Database>, id: string): Promise<ExploreProgram | undefined> {
  return db.selectFrom("explorePrograms").selectAll().where("id", "=", id).executeTakeFirst();
}

/** the place after the last program, so that a new one is listed at the end */
export async function nextExploreProgramSortOrder(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("explorePrograms").select((eb) => eb.fn.max("sortOrder").as("last")).executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function createExploreProgram(db: Kysely<Database>, input: ExploreProgramInput): Promise<ExploreProgram> {
  const program: ExploreProgram = {
    id: newId(),
    ...input,
    iconStorageKey: input.iconStorageKey ?? null,
    imageWidth: input.imageWidth ?? null,
    imageHeight: input.imageHeight ?? null,
    sortOrder: input.sortOrder ?? 0,
    createdAt: nowIso(),
  };
  await db.insertInto("explorePrograms").values(program).execute();
  return program;
}

export async function updateExploreProgram(
  db: Kysely<Database>,
  id: string,
  input: Partial<ExploreProgramInput>,
): Promise<boolean> {
  const result = await db.updateTable("explorePrograms").set(input).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteExploreProgram(db: Kysely<Database>, id: string): Promise<ExploreProgram | undefined> {
  return db.deleteFrom("explorePrograms").where("id", "=", id).returningAll().executeTakeFirst();
}

export async function listExplorePlatforms(db: Kysely<Database>): Promise<ExplorePlatform[]> {
  return db.selectFrom("explorePlatforms").selectAll().orderBy("createdAt", "asc").execute();
}

export async function createExplorePlatform(
  db: Kysely<Database>,
  input: ExplorePlatformInput,
): Promise<ExplorePlatform> {
  const platform: ExplorePlatform = { id: newId(), ...input, storageKey: input.storageKey ?? null, imageWidth: input.imageWidth ?? null, imageHeight: input.imageHeight ?? null, createdAt: nowIso() };
  await db.insertInto("explorePlatforms").values(platform).execute();
  return platform;
}

export async function deleteExplorePlatform(db: Kysely<Database>, id: string): Promise<ExplorePlatform | undefined> {
  return db.deleteFrom("explorePlatforms").where("id", "=", id).returningAll().executeTakeFirst();
}
