import {
  API,
  DeleteFlashcardSetSchema,
  DueCardsSchema,
  DueCountSchema,
  DueQuerySchema,
  FlashcardSetSchema,
  FlashcardSetSummarySchema,
  InitialFlashcardSetSchema,
  RateCardInputSchema,
  RateCardResponseSchema,
  SessionFlashcardsSchema,
  UndoReviewResponseSchema,
} from '@vidya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FlashcardsService } from './flashcards.service.ts';

const IdParams = z.object({ id: z.string().uuid('id must be a valid id') });
const f = API.flashcards;

/** Spec section 7: create, fetch and initial fetch take a session id; delete the set's _id. */
export const flashcardsRoutes: FastifyPluginAsyncZod<{ service: FlashcardsService }> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(f.list, { schema: { response: { 200: z.array(FlashcardSetSummarySchema) } } }, (req) => service.listSets(req.userId));
  app.get(f.ofSession(':id'), { schema: { params: IdParams, response: { 200: SessionFlashcardsSchema } } }, (req) =>
    service.setsOfSession(req.userId, req.params.id),
  );
  app.post(f.create(':id'), { schema: { params: IdParams, response: { 200: FlashcardSetSchema } } }, (req) =>
    service.createSet(req.userId, req.params.id),
  );
  app.get(f.initial(':id'), { schema: { params: IdParams, response: { 200: InitialFlashcardSetSchema } } }, (req) =>
    service.initialSet(req.userId, req.params.id),
  );
  app.delete(f.delete(':id'), { schema: { params: IdParams, response: { 200: DeleteFlashcardSetSchema } } }, (req) =>
    service.deleteSet(req.userId, req.params.id),
  );

  app.get(f.due, { schema: { querystring: DueQuerySchema, response: { 200: DueCardsSchema } } }, (req) =>
    service.dueCards(req.userId, req.query.until),
  );
  app.get(f.dueCount, { schema: { querystring: DueQuerySchema, response: { 200: DueCountSchema } } }, (req) =>
    service.dueCount(req.userId, req.query.until),
  );
  app.post(f.rate(':id'), { schema: { params: IdParams, body: RateCardInputSchema, response: { 200: RateCardResponseSchema } } }, (req) =>
    service.rate(req.userId, req.params.id, req.body.rating),
  );
  app.post(f.undo, { schema: { response: { 200: UndoReviewResponseSchema } } }, (req) => service.undo(req.userId));
};
