// Icons of the expansions, painted in code: the freeze snowflake, the Epic's hourglass, Odin's
// sapphire, the Libra weapon, a pillar, a relic, and the ±1 VP token. Shared by the card painter
// (hourglasses, sapphire corner), the markers drawn on cards, the rail and the player panels.
type Ctx = CanvasRenderingContext2D;

export function drawSnowflake(ctx: Ctx, cx: number, cy: number, r: number, color = '#e8f6ff'): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.strokeStyle = color;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1, r * 0.16);
  for (let i = 0; i < 6; i++) {
    ctx.rotate(Math.PI / 3);
    ctx.beginPath();
    ctx.moveTo(0, 0); ctx.lineTo(0, -r);
    ctx.moveTo(0, -r * 0.55); ctx.lineTo(-r * 0.25, -r * 0.78);
    ctx.moveTo(0, -r * 0.55); ctx.lineTo(r * 0.25, -r * 0.78);
    ctx.stroke();
  }
  ctx.restore();
}

export function drawHourglass(ctx: Ctx, cx: number, cy: number, r: number, full = true): void {
  ctx.save();
  ctx.translate(cx, cy);
  const w = r * 0.72, h = r;
  ctx.beginPath();
  ctx.moveTo(-w, -h); ctx.lineTo(w, -h); ctx.lineTo(w * 0.12, 0); ctx.lineTo(w, h); ctx.lineTo(-w, h); ctx.lineTo(-w * 0.12, 0);
  ctx.closePath();
  ctx.fillStyle = 'rgba(20,28,60,0.85)';
  ctx.fill();
  if (full) {
    // Sand: a little left above, a heap below.
    ctx.beginPath();
    ctx.moveTo(-w * 0.45, -h * 0.45); ctx.lineTo(w * 0.45, -h * 0.45); ctx.lineTo(0, -h * 0.05); ctx.closePath();
    ctx.moveTo(-w * 0.85, h * 0.9); ctx.lineTo(0, h * 0.3); ctx.lineTo(w * 0.85, h * 0.9); ctx.closePath();
    ctx.fillStyle = '#f2c45a';
    ctx.fill();
  }
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.strokeStyle = full ? '#ffe39a' : 'rgba(200,210,235,0.55)';
  ctx.beginPath();
  ctx.moveTo(-w * 1.1, -h); ctx.lineTo(w * 1.1, -h); ctx.moveTo(-w * 1.1, h); ctx.lineTo(w * 1.1, h);
  ctx.stroke();
  ctx.lineWidth = Math.max(1, r * 0.07);
  ctx.beginPath();
  ctx.moveTo(-w, -h); ctx.lineTo(-w * 0.12, 0); ctx.lineTo(-w, h); ctx.moveTo(w, -h); ctx.lineTo(w * 0.12, 0); ctx.lineTo(w, h);
  ctx.stroke();
  ctx.restore();
}

export function drawSapphire(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  const pts = [[0, -r], [r * 0.8, -r * 0.3], [r * 0.5, r * 0.85], [-r * 0.5, r * 0.85], [-r * 0.8, -r * 0.3]];
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
  const g = ctx.createLinearGradient(-r, -r, r, r);
  g.addColorStop(0, '#bfe3ff'); g.addColorStop(0.45, '#2f6fe0'); g.addColorStop(1, '#0b1f6e');
  ctx.fillStyle = g;
  ctx.shadowColor = 'rgba(80,160,255,0.8)';
  ctx.shadowBlur = r * 0.5;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, r * 0.1);
  ctx.strokeStyle = '#e6f2ff';
  ctx.stroke();
  // Facets.
  ctx.lineWidth = Math.max(0.5, r * 0.05);
  ctx.beginPath();
  ctx.moveTo(-r * 0.8, -r * 0.3); ctx.lineTo(0, -r * 0.05); ctx.lineTo(r * 0.8, -r * 0.3);
  ctx.moveTo(0, -r * 0.05); ctx.lineTo(0, r * 0.85);
  ctx.stroke();
  ctx.restore();
}

/** Libra's weapons: a golden sword over a small balance. */
export function drawLibra(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  const gold = ctx.createLinearGradient(-r, -r, r, r);
  gold.addColorStop(0, '#fff0b8'); gold.addColorStop(0.5, '#c8952e'); gold.addColorStop(1, '#fbe49a');
  ctx.strokeStyle = gold;
  ctx.fillStyle = gold;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(1, r * 0.13);
  ctx.beginPath();
  ctx.moveTo(0, -r); ctx.lineTo(0, r * 0.6); // the blade
  ctx.moveTo(-r * 0.45, r * 0.35); ctx.lineTo(r * 0.45, r * 0.35); // the guard
  ctx.moveTo(-r * 0.85, -r * 0.35); ctx.lineTo(r * 0.85, -r * 0.35); // the beam
  ctx.stroke();
  for (const s of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(s * r * 0.85, -r * 0.1, r * 0.28, 0, Math.PI);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(0, r * 0.82, r * 0.16, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export function drawPillar(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  const g = ctx.createLinearGradient(-r, 0, r, 0);
  g.addColorStop(0, '#5d7fb8'); g.addColorStop(0.5, '#e8f1ff'); g.addColorStop(1, '#4a6aa3');
  ctx.fillStyle = g;
  ctx.fillRect(-r * 0.8, -r, r * 1.6, r * 0.25);
  ctx.fillRect(-r * 0.8, r * 0.75, r * 1.6, r * 0.25);
  ctx.fillRect(-r * 0.5, -r * 0.75, r, r * 1.5);
  ctx.strokeStyle = 'rgba(20,40,90,0.6)';
  ctx.lineWidth = Math.max(0.5, r * 0.06);
  for (const x of [-0.2, 0.1]) {
    ctx.beginPath(); ctx.moveTo(r * x, -r * 0.7); ctx.lineTo(r * x, r * 0.7); ctx.stroke();
  }
  ctx.restore();
}

export function drawRelic(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.beginPath();
  ctx.ellipse(0, 0, r * 0.85, r * 0.85, 0, 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1, r * 0.22);
  const g = ctx.createLinearGradient(-r, -r, r, r);
  g.addColorStop(0, '#ffe7a8'); g.addColorStop(0.5, '#a8741c'); g.addColorStop(1, '#fff2c2');
  ctx.strokeStyle = g;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, -r * 0.85, r * 0.25, 0, Math.PI * 2);
  ctx.fillStyle = '#c25bff';
  ctx.fill();
  ctx.restore();
}

/** A VP token: a gold coin for +1, a dark red one for −1. */
export function drawToken(ctx: Ctx, cx: number, cy: number, r: number, value: number): void {
  ctx.save();
  const plus = value > 0;
  const g = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.35, 0, cx, cy, r);
  if (plus) { g.addColorStop(0, '#fff3c4'); g.addColorStop(1, '#a86f10'); } else { g.addColorStop(0, '#ff9b8f'); g.addColorStop(1, '#5e0b14'); }
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = r * 0.4;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, r * 0.12);
  ctx.strokeStyle = plus ? '#fff0b8' : '#ffc9c0';
  ctx.stroke();
  ctx.fillStyle = plus ? '#4a2c00' : '#fff';
  ctx.font = `800 ${Math.round(r * 1.05)}px Inter, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(plus ? `+${value}` : `−${-value}`, cx, cy + r * 0.06);
  ctx.restore();
}
