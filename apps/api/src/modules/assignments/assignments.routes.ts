import {
  API,
  AssignmentDetailSchema,
  EvaluateInputSchema,
  EvaluationSchema,
  GenerateAssignmentResponseSchema,
  LanguageSchema,
  MasteryResponseSchema,
  PastAssignmentSchema,
  REPORT_FILE_NAME,
} from '@vidya/contract';
import { COURSE_BOTS } from '@vidya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AssignmentsService } from './assignments.service.ts';

const IdParams = z.object({ id: z.string().uuid('id must be a valid id') });

/** Assignments (spec section 7): generate from a session, read, evaluate, list, download, mastery. */
export const assignmentsRoutes: FastifyPluginAsyncZod<{ service: AssignmentsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    API.assignments.generate(':id'),
    { schema: { params: IdParams, response: { 200: GenerateAssignmentResponseSchema } } },
    (req) => service.generate(req.userId, req.params.id),
  );
  app.get(API.assignments.list, { schema: { response: { 200: z.array(PastAssignmentSchema) } } }, (req) =>
    service.list(req.userId),
  );
  app.get(
    API.assignments.get(':id'),
    { schema: { params: IdParams, response: { 200: AssignmentDetailSchema } } },
    (req) => service.read(req.userId, req.params.id),
  );
  app.post(
    API.assignments.evaluate(':id'),
    { schema: { params: IdParams, body: EvaluateInputSchema, response: { 200: EvaluationSchema } } },
    (req) => service.evaluate(req.userId, req.params.id, req.body.userAnswers),
  );
  // ?lang=hi sets the report's own words (title, labels, date, chapter titles) in Hindi; English by default.
  const DownloadQuery = z.object({ lang: LanguageSchema.optional() });
  app.get(API.assignments.download(':id'), { schema: { params: IdParams, querystring: DownloadQuery } }, async (req, reply) => {
    const pdf = await service.download(req.userId, req.params.id, req.query.lang);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${REPORT_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  app.get(
    API.assignments.mastery(':bot'),
    { schema: { params: z.object({ bot: z.enum(COURSE_BOTS) }), response: { 200: MasteryResponseSchema } } },
    (req) => service.mastery(req.userId, req.params.bot),
  );
};
