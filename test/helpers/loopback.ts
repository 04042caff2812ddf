import { http } from './builtins';

export type Server = ReturnType<typeof http.createServer>;
export type Request = InstanceType<typeof http.IncomingMessage>;
export type Response = InstanceType<typeof http.ServerResponse>;
type Address = Exclude<ReturnType<Server['address']>, string | null>;

export interface Listening {
	url: string;
	/** Stops listening and ends the connections still open. */
	close(): Promise<void>;
}

/** Starts `server` on 127.0.0.1, at a port the system picks. */
export async function listenOnLoopback(server: Server): Promise<Listening> {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as Address;
	return {
		url: `http://127.0.0.1:${port}`,
		close: async () =>
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
