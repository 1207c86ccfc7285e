/**
 * The viewer, plain browser JavaScript served as /__dev/docs.js (no CDN, no framework). Everything
 * from the document is set as text, never as HTML.
 */
export const docsScript = `(() => {
  const el = (tag, attrs = {}, ...kids) => {
    const n = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
    for (const k of kids) if (k != null) n.append(k);
    return n;
  };
  const typeOf = (s) => {
    if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
    if (s.const !== undefined) return JSON.stringify(s.const);
    const t = Array.isArray(s.type) ? s.type.join(' | ') : s.type || (s.anyOf ? 'one of' : 'any');
    const limits = ['format', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'minLength', 'maxLength', 'minItems', 'maxItems']
      .filter((k) => s[k] !== undefined && !(Math.abs(s[k]) >= 9007199254740991))
      .map((k) => k + ' ' + s[k]);
    return t + (limits.length ? ' (' + limits.join(', ') + ')' : '');
  };
  let components = {};
  // Objects, arrays and unions fold open one level at a time; a named schema is drawn when first opened.
  const schema = (s, label) => {
    s = s || {};
    if (s.$ref) {
      const name = s.$ref.split('/').pop();
      const d = el('details', {}, el('summary', {}, label || '', el('span', { class: 't' }, name)));
      d.addEventListener('toggle', () => {
        if (d.open && d.children.length === 1) d.append(el('div', { class: 'schema' }, schema(components[name])));
      });
      return d;
    }
    if (s.type === 'object' && s.properties) {
      const req = new Set(s.required || []);
      const list = el('ul', { class: 'schema' });
      for (const [k, v] of Object.entries(s.properties))
        list.append(el('li', {}, schema(v, el('span', {}, el('code', {}, k), req.has(k) ? el('span', { class: 'req' }, ' *') : null, ': '))));
      return el('details', {}, el('summary', {}, label || '', el('span', { class: 't' }, 'object')), list);
    }
    if (s.type === 'array' && s.items)
      return el('details', {}, el('summary', {}, label || '', el('span', { class: 't' }, 'array of')), el('ul', { class: 'schema' }, el('li', {}, schema(s.items))));
    if (s.anyOf || s.oneOf) {
      const list = el('ul', { class: 'schema' });
      for (const v of s.anyOf || s.oneOf) list.append(el('li', {}, schema(v)));
      return el('details', {}, el('summary', {}, label || '', el('span', { class: 't' }, 'one of')), list);
    }
    return el('span', {}, label || '', el('span', { class: 't' }, typeOf(s)));
  };
  const table = (head, rows) =>
    el('table', {}, el('tr', {}, ...head.map((h) => el('th', {}, h))), ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c)))));
  const operation = (doc, method, path, op) => {
    const body = el('div');
    body.append(el('p', { class: 'about' }, op.description));
    if (op.parameters && op.parameters.length)
      body.append(el('h4', {}, 'Parameters'), table(['name', 'in', 'required', 'schema'], op.parameters.map((p) => [el('code', {}, p.name), p.in, p.required ? 'yes' : 'no', schema(p.schema)])));
    const req = op.requestBody && op.requestBody.content['application/json'];
    if (req) body.append(el('h4', {}, 'Request body'), schema(req.schema, 'JSON '));
    const ok = op.responses['200'].content['application/json'];
    body.append(el('h4', {}, 'Reply'), ok ? schema(ok.schema, 'envelope ') : el('p', {}, 'Not JSON (a file, a page or a stream).'));
    const words = (id) => doc['x-messages'][id] || { zh: '', en: '' };
    body.append(el('h4', {}, 'Business codes'), table(['code', 'message id', 'zh', 'en'], op['x-codes'].flatMap((c) =>
      c.messages.length ? c.messages.map((id) => [String(c.code), el('code', {}, id), words(id).zh, words(id).en]) : [[String(c.code), '', '', '']])));
    const head = el('summary', {}, el('span', { class: 'm ' + method }, method.toUpperCase()), ' ', el('span', { class: 'path' }, path), ' — ', op.summary);
    const d = el('details', { class: 'op', 'data-search': (method + ' ' + path + ' ' + op.tags[0] + ' ' + op.description).toLowerCase() }, head, body);
    return d;
  };
  const draw = (doc) => {
    const root = document.getElementById('docs');
    components = (doc.components && doc.components.schemas) || {};
    root.replaceChildren(el('p', { class: 'about' }, doc.info.description));
    for (const tag of doc.tags) {
      const section = el('section', { 'data-tag': tag.name }, el('h2', {}, tag.name));
      for (const [path, ops] of Object.entries(doc.paths))
        for (const [method, op] of Object.entries(ops)) if (op.tags[0] === tag.name) section.append(operation(doc, method, path, op));
      root.append(section);
    }
    document.getElementById('filter').addEventListener('input', (e) => {
      const q = e.target.value.trim().toLowerCase();
      for (const op of root.querySelectorAll('.op')) op.hidden = q !== '' && !op.dataset.search.includes(q);
      for (const s of root.querySelectorAll('section')) s.hidden = !s.querySelector('.op:not([hidden])');
    });
  };
  fetch('/__dev/openapi.json')
    .then((r) => r.json())
    .then(draw, (err) => { document.getElementById('docs').textContent = 'Could not load the document: ' + err; });
})();`;
