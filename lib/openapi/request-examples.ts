import { compactJson, pythonScalar } from './compact-json';
import type { HttpMethod, ParameterObject } from './document-types';

/** One example call, as every language tab sends it. */
export interface ExampleRequest {
  method: Uppercase<HttpMethod>;
  url: string;
  /** The headers the example sets itself (clients add their own, such as User-Agent). */
  headers: Record<string, string>;
  body?: unknown;
}

export const EXAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl', grammar: 'bash' },
  { id: 'python', label: 'Python', grammar: 'python' },
  { id: 'javascript', label: 'JavaScript', grammar: 'javascript' },
] as const;
export type ExampleLanguage = (typeof EXAMPLE_LANGUAGES)[number]['id'];

/** The example call against `server`: path parameters filled in from their examples (`postgres` for a data source). */
export function exampleRequest(
  server: string,
  method: HttpMethod,
  path: string,
  parameters: ParameterObject[],
  body: unknown,
): ExampleRequest {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(
      String(parameter?.example ?? parameter?.schema?.example ?? (name === 'data_source' ? 'postgres' : `<${name}>`)),
    );
  });
  const query = parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example))}`)
    .join('&');
  return {
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    url: `${server.replace(/\/+$/, '')}${filled}${query ? `?${query}` : ''}`,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  };
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlExample(request: ExampleRequest): string {
  // curl sends GET without -X, and POST as soon as it has a body, so the method is named unless it is a bodiless GET.
  const lines = [`curl ${request.method === 'GET' && request.body === undefined ? '' : `-X ${request.method} `}${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  -d ${shellQuote(compactJson(request.body, { offset: 0 }))}`);
  return lines.join(' \\\n');
}

export function pythonExample(request: ExampleRequest): string {
  const method = request.method.toLowerCase();
  // requests sets Content-Type: application/json itself for json=; any other header is passed on.
  const headers = Object.entries(request.headers).filter(
    ([name]) => !(name.toLowerCase() === 'content-type' && request.body !== undefined),
  );
  const args = [JSON.stringify(request.url)];
  if (headers.length) args.push(`headers=${compactJson(Object.fromEntries(headers), { offset: 4, width: 76 })}`);
  if (request.body !== undefined) args.push(`json=${compactJson(request.body, { offset: 4, width: 76, indent: 4, scalar: pythonScalar })}`);
  const call =
    args.length === 1 ? `requests.${method}(${args[0]})` : `requests.${method}(\n${args.map((arg) => `    ${arg},`).join('\n')}\n)`;
  return `import requests\n\nresponse = ${call}\nprint(response.status_code, response.text)`;
}

export function javascriptExample(request: ExampleRequest): string {
  const headers = Object.entries(request.headers);
  const headerLine = `  headers: { ${headers.map(([name, value]) => `${JSON.stringify(name).replace(/"/g, "'")}: ${JSON.stringify(value).replace(/"/g, "'")}`).join(', ')} },`;
  const body = request.body === undefined ? undefined : `JSON.stringify(${compactJson(request.body, { offset: 2, width: 78 })})`;
  const url = `'${request.url.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (request.method === 'GET' && body !== undefined) {
    // fetch() refuses a body on GET; Node's http module sends one.
    const httpModule = request.url.startsWith('https:') ? 'node:https' : 'node:http';
    // Without a length, Node sends no body with GET: it only chunks bodies of methods that usually have one.
    const headerList = [
      ...headers.map(([name, value]) => `${JSON.stringify(name).replace(/"/g, "'")}: ${JSON.stringify(value).replace(/"/g, "'")}`),
      "'Content-Length': Buffer.byteLength(body)",
    ];
    return [
      `import { request } from '${httpModule}';`,
      '',
      `const body = JSON.stringify(${compactJson(request.body, { width: 78 })});`,
      `const req = request(${url}, {`,
      `  method: 'GET',`,
      `  headers: { ${headerList.join(', ')} },`,
      '}, (response) => {',
      `  let text = '';`,
      "  response.on('data', (chunk) => { text += chunk; });",
      "  response.on('end', () => console.log(response.statusCode, text));",
      '});',
      'req.end(body);',
    ].join('\n');
  }
  const options = [
    ...(request.method === 'GET' ? [] : [`  method: '${request.method}',`]),
    ...(headers.length ? [headerLine] : []),
    ...(body === undefined ? [] : [`  body: ${body},`]),
  ];
  const call = options.length ? `fetch(${url}, {\n${options.join('\n')}\n})` : `fetch(${url})`;
  return `const response = await ${call};\nconsole.log(response.status, await response.text());`;
}

export const EXAMPLE_WRITERS: Record<ExampleLanguage, (request: ExampleRequest) => string> = {
  curl: curlExample,
  python: pythonExample,
  javascript: javascriptExample,
};
