// A file of ours rather than an inline script: the content security policy allows scripts from this origin only.
globalThis.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });
