import type pg from 'pg';

// `COPY … FROM STDIN` through the `pg` driver without pg-copy-streams: pg accepts any object
// with a submit() method as a query and hands it the protocol's events. This one sends the
// whole payload on CopyInResponse, then ends the copy.

type Connection = {
  query: (text: string) => void;
  sendCopyFromChunk: (chunk: Buffer) => void;
  endCopyFrom: () => void;
};

const CHUNK = 64 * 1024;

class CopyIn {
  private rowCount = 0;
  constructor(
    private readonly text: string,
    private readonly payload: Buffer,
    private readonly done: (error: Error | undefined, rows: number) => void,
  ) {}

  submit(connection: Connection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: Connection) {
    for (let start = 0; start < this.payload.length; start += CHUNK) {
      connection.sendCopyFromChunk(this.payload.subarray(start, start + CHUNK));
    }
    connection.endCopyFrom();
  }
  handleCommandComplete(message: { text: string }) {
    this.rowCount = Number(message.text.split(' ').at(-1));
  }
  // pg forgets a query once it has failed: the error is its last event.
  handleError(error: Error) {
    this.done(error, this.rowCount);
  }
  handleReadyForQuery() {
    this.done(undefined, this.rowCount);
  }
  handleEmptyQuery() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleCopyData() {}
}

/** Runs `COPY … FROM STDIN` with `payload`; resolves with the number of rows copied. */
export async function copyFromStdin(pool: pg.Pool, text: string, payload: Buffer): Promise<number> {
  const client = await pool.connect();
  try {
    return await new Promise<number>((resolve, reject) => {
      const copy = new CopyIn(text, payload, (error, rows) => (error ? reject(error) : resolve(rows)));
      (client as unknown as { query: (submittable: CopyIn) => void }).query(copy);
    });
  } finally {
    client.release();
  }
}
