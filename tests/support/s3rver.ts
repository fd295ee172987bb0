import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";

// s3rver ships no type declarations; this is the part of its API the tests use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverConstructor;

// s3rver checks signatures against this fixed pair.
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface S3rverHandle {
  endpoint: string;
  admin: S3Client;
  close(): Promise<void>;
}

/** A local S3-compatible server on a free loopback port, with `bucket` created. */
export async function startS3rver(bucket: string): Promise<S3rverHandle> {
  const directory = await mkdtemp(path.join(tmpdir(), "storage-s3rver-"));
  // Port 0: the OS picks a free port, so parallel runs never collide.
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    admin,
    async close() {
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

