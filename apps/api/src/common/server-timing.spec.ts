import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { serverTiming } from './server-timing.js';

describe('serverTiming', () => {
  it("gives every answer the time the server spent on it, a slow handler's included", async () => {
    const app = express();
    app.use(serverTiming);
    app.get('/slow', (_req, res) => void setTimeout(() => res.json({ ok: true }), 60));
    app.get('/missing', (_req, res) => void res.status(404).end());
    const slow = await request(app).get('/slow').expect(200);
    const duration = Number(/^app;dur=(\d+(?:\.\d+)?)$/.exec(slow.headers['server-timing'])?.[1]);
    expect(duration).toBeGreaterThanOrEqual(55);
    expect((await request(app).get('/missing').expect(404)).headers['server-timing']).toMatch(/^app;dur=/);
  });
});
