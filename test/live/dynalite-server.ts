// A real dynalite for the live tests: in-process, in memory, on a free loopback port.
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  type DynamoDBClient
} from '@aws-sdk/client-dynamodb';
import { localClient, untilActive } from '../../scripts/seed-local-table.ts';

export interface LocalDynamo {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** A plain SDK client for seeding (writes happen here, in the test, never through src/live). */
  readonly seeder: DynamoDBClient;
  close(): Promise<void>;
}

export async function startDynalite(): Promise<LocalDynamo> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const seeder = localClient(url);
  return {
    url,
    seeder,
    close: async () => {
      seeder.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  };
}

/** Create a table and wait until dynalite accepts writes to it. */
export async function createActiveTable(
  seeder: DynamoDBClient,
  input: CreateTableCommandInput
): Promise<void> {
  await seeder.send(new CreateTableCommand(input));
  await untilActive(seeder, input.TableName!);
}
