import getPort from 'get-port';

/** A port free on 127.0.0.1 now, for a server the tests start in another process. */
export const freePort = () => getPort({ host: '127.0.0.1' });
