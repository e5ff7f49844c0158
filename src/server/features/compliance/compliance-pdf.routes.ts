import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { complianceParamsSchema } from '../../../shared/compliance/api.ts';
import { letterTemplateSchema } from '../../../shared/compliance/letter-template.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { attachmentDisposition } from '../../http/attachment.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { listComplianceRows } from './compliance-rows.ts';
import { generateLetterPdf } from './letter-pdf.ts';
import { readLetterTemplate, saveLetterTemplate } from './letter-template.setting.ts';
import { buildComplianceReportPdf, reportFileName } from './report-pdf.ts';

// The PDFs of Conformité (issue 25): the firm-wide report for the Ordre's inspector and a client's
// engagement letter from the firm's template, which admins edit here.

const tags = ['Conformité'];
const pdfContent = { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } };

const reportRoute = createRoute({
  method: 'get',
  path: '/report.pdf',
  tags,
  summary: 'Rapport de contrôle qualité du cabinet (PDF) : daté, établi par l’utilisateur, lacunes comptées, une ligne par client, relations terminées à part',
  responses: { 200: { description: 'Le rapport', content: pdfContent }, 401: unauthenticatedResponse },
});

const letterRoute = createRoute({
  method: 'get',
  path: '/{clientId}/letter.pdf',
  tags,
  summary: 'Génère la lettre de mission du client (PDF) depuis le modèle du cabinet ; ce que le dossier ne dit pas encore s’écrit « [à compléter] »',
  request: { params: complianceParamsSchema },
  responses: { 200: { description: 'La lettre', content: pdfContent }, 400: errorResponse('Identifiant invalide'), 401: unauthenticatedResponse, 404: errorResponse('Client introuvable') },
});

const getTemplateRoute = createRoute({
  method: 'get',
  path: '/letter-template',
  tags,
  summary: 'Modèle de lettre de mission du cabinet (le modèle par défaut tant qu’aucun administrateur ne l’a changé)',
  responses: { 200: json(letterTemplateSchema, 'Modèle'), 401: unauthenticatedResponse },
});

const putTemplateRoute = createRoute({
  method: 'put',
  path: '/letter-template',
  tags,
  summary: 'Enregistre le modèle de lettre de mission (administrateurs)',
  description:
    'Variables possibles : {{raison_sociale}}, {{siret}}, {{forme_juridique}}, {{adresse}}, {{missions}}, {{honoraires}}, {{mode_honoraires}}, {{date_debut}}, {{tacite_reconduction}}, {{date_du_jour}}. Une variable inconnue, un texte vide ou de plus de 20 000 caractères est refusé, et rien n’est enregistré.',
  middleware: requireUser(['admin']),
  request: { body: jsonBody(letterTemplateSchema) },
  responses: { 200: json(letterTemplateSchema, 'Modèle enregistré'), 400: errorResponse('Modèle invalide ; rien n’est enregistré'), 401: unauthenticatedResponse, 403: adminOnlyResponse },
});

const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': attachmentDisposition(fileName),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/** Static paths under /compliance: mounted before the per-client routes ('/compliance/{clientId}'). */
export function createCompliancePdfRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(reportRoute, async (c) => {
      const now = new Date();
      const bytes = await buildComplianceReportPdf({ rows: await listComplianceRows({ db }), author: actingUser(c).fullName, now });
      return c.body(bytes.slice().buffer, 200, pdfHeaders(reportFileName(now))) as never;
    })
    .openapi(getTemplateRoute, async (c) => c.json(await readLetterTemplate({ db }), 200))
    .openapi(putTemplateRoute, async (c) => c.json(await saveLetterTemplate({ db, value: c.req.valid('json'), actor: actingUser(c) }), 200))
    .openapi(letterRoute, async (c) => {
      const { bytes, fileName } = await generateLetterPdf({ db, clientId: c.req.valid('param').clientId, author: actingUser(c).fullName });
      return c.body(bytes.slice().buffer, 200, pdfHeaders(fileName)) as never;
    });
}
