/**
 * Swagger UI's own prebuilt files (swagger-ui-dist), served as they are and loaded when a reader
 * opens the interactive explorer. Bundling them made Turbopack parse and minify 1.5 MB on every
 * build, about 3 s of a cold build, for code that is already minified.
 */
export const SWAGGER_UI_FILES = { script: 'swagger-ui-bundle.js', style: 'swagger-ui.css' } as const;

const SWAGGER_UI_BASE = '/vendor/swagger-ui';

export const swaggerUiUrl = (file: (typeof SWAGGER_UI_FILES)[keyof typeof SWAGGER_UI_FILES]) => `${SWAGGER_UI_BASE}/${file}`;

/** Global that swagger-ui-bundle.js defines when it runs as a classic script. */
export type SwaggerUIFactory = (options: Record<string, unknown>) => unknown;
export const SWAGGER_UI_GLOBAL = 'SwaggerUIBundle';
