/// The shaders of `GLQuadRenderer` (GLSL 3.30 core / GLSL ES 3.00; `GLContext` adds the
/// version line). Each layer quad is two triangles whose corners were transformed on the CPU;
/// every vertex also carries the layer-space point it shows, so the fragment stage knows where
/// in the layer each pixel is.
///
/// Shape quads (mode 0) are a background colour and a border, clipped by the rounded bounds,
/// with no texture and no geometry for corners or edges: the fragment stage works out the
/// picture the `SDL_RenderGeometry` path shows, which is cairo's store of the layer sampled
/// bilinearly. Where that store's pixels (`storeScale` per point, on the grid cairo uses:
/// multiples of a pixel from the layer's origin, and for the right and bottom halves of a
/// sliced store `highPhase` further) would be, the shader works out four of them — each the
/// share of the pixel's square inside the rounded rectangle and inside the border's inner
/// edge (exact for straight edges; in a corner the arc's tangent line stands in for the arc,
/// moved in by cairo's average chord error), composited in cairo's order (background, then
/// the border ring over it) — and blends them as the texture unit would. So straight edges and
/// borders match the store path at any 2D affine transform and raster scale, including the
/// ramps of stores sampled off their grid. Arcs are where it falls short: cairo flattens them
/// into chords (within 0.1 pixel) and samples coverage on 15 sub-rows a pixel with edges
/// snapped to them, so an analytic arc misses its pixels by up to about 20/255 on a third of
/// the arc's edge pixels (measured against cairo itself, radii 3–30 pixels): rounded layers
/// stay stores unless `Compositor.drawsRoundedShapesOnGL` is set. With `storeScale` 0 (square,
/// unbordered, axis-aligned solids, which the SDL path draws as coverage quads) the coverage is
/// the box-filtered share of the target pixel itself.
///
/// Inside an ancestor's rounded `masksToBounds` (drawn without an offscreen pass: the scissor
/// clips the sides) every quad also carries the clip's rectangle and radius in target pixels,
/// and its corners are cut as `CornerClip` cuts triangles: eight chords per quarter circle,
/// with coverage falling from 1 to 0 across one pixel about each chord.
///
/// Textured quads (mode 1) show a part of a backing store (its padding already holds the
/// antialiased edge) multiplied by a premultiplied colour, as `SDL_RenderGeometry` draws it.
enum GLQuadShader {
    static let vertex = """
    layout(location = 0) in vec4 pixelAndLocal;  // target pixel (origin subtracted); layer-space point
    layout(location = 1) in vec2 uvIn;
    layout(location = 2) in vec4 rectIn;         // layer bounds: min x, min y, max x, max y
    layout(location = 3) in vec4 shapeIn;        // corner radius, border width, inner radius, mode
    layout(location = 4) in vec4 fillIn;         // premultiplied background (mode 0) or tint (mode 1)
    layout(location = 5) in vec4 borderIn;       // premultiplied border colour
    layout(location = 6) in vec4 clipIn;         // rounded clip of an ancestor, target pixels (origin subtracted)
    layout(location = 7) in vec2 clipRadiusIn;   // its corner radius in pixels (0: none); store pixels per point
    layout(location = 8) in vec4 highPhaseIn;    // store grid offset of the right and bottom halves (points);
                                                 // the border colour's own alpha; a ring's slice
    uniform vec2 targetSize;
    uniform float flipY;         // 1: y down (a window's framebuffer), -1: a render-target texture
    uniform vec2 textureScale;   // SDL_GL_BindTexture's scale of texture coordinates
    out vec2 local;
    out vec2 uv;
    out vec2 pixel;
    flat out vec4 clip;
    flat out vec2 clipRadiusAndScale;
    flat out vec2 highPhase;
    flat out float borderAlpha;
    flat out float slice;
    flat out vec4 rect;
    flat out vec4 shape;
    flat out vec4 fill;
    flat out vec4 border;
    void main() {
        vec2 ndc = pixelAndLocal.xy / targetSize * 2.0 - 1.0;
        gl_Position = vec4(ndc.x, -flipY * ndc.y, 0.0, 1.0);
        local = pixelAndLocal.zw;
        pixel = pixelAndLocal.xy;
        clip = clipIn;
        clipRadiusAndScale = clipRadiusIn;
        highPhase = highPhaseIn.xy;
        borderAlpha = highPhaseIn.z;
        slice = highPhaseIn.w;
        uv = uvIn * textureScale;
        rect = rectIn;
        shape = shapeIn;
        fill = fillIn;
        border = borderIn;
    }
    """

    static let fragment = """
    in vec2 local;
    in vec2 uv;
    in vec2 pixel;
    flat in vec4 clip;
    flat in vec2 clipRadiusAndScale;
    flat in vec2 highPhase;
    flat in float borderAlpha;
    flat in float slice;
    flat in vec4 rect;
    flat in vec4 shape;
    flat in vec4 fill;
    flat in vec4 border;
    uniform sampler2D image;
    uniform int swapRedBlue;     // 1: the texel's red and blue, 2: the colours' (`GLContext`)
    out vec4 fragColor;

    // The share of the pixel's square where d + g.x U + g.y V >= 0 (U, V uniform on -1/2..1/2).
    float covered(float d, vec2 g) {
        vec2 a = abs(g);
        float hi = max(a.x, a.y), lo = min(a.x, a.y);
        if (hi < 1e-6) return d >= 0.0 ? 1.0 : 0.0;
        float t = d + 0.5 * (hi + lo);   // the sum's distance above its lowest value
        if (t <= 0.0) return 0.0;
        if (t >= hi + lo) return 1.0;
        if (lo < 1e-4 * hi) return clamp(t / hi, 0.0, 1.0);
        if (t < lo) return t * t / (2.0 * hi * lo);
        if (t <= hi) return (t - 0.5 * lo) / hi;
        float u = hi + lo - t;
        return 1.0 - u * u / (2.0 * hi * lo);
    }

    // Coverage of the target pixel by the rectangle r with corner radius radius (storeScale 0:
    // square solids); p is the pixel centre's layer-space point, px and py its steps per pixel.
    float pixelCoverage(vec4 r, vec2 p, vec2 px, vec2 py) {
        vec2 gx = vec2(px.x, py.x), gy = vec2(px.y, py.y);
        float slabX = clamp(covered(p.x - r.x, gx) + covered(r.z - p.x, gx) - 1.0, 0.0, 1.0);
        float slabY = clamp(covered(p.y - r.y, gy) + covered(r.w - p.y, gy) - 1.0, 0.0, 1.0);
        return slabX * slabY;
    }

    // The share of the square of side 2h about c (layer space, axis-aligned: a store pixel)
    // inside the rectangle r with corner radius radius.
    float squareCoverage(vec4 r, float radius, vec2 c, float h) {
        vec2 lo = max(c - h, r.xy), hi = min(c + h, r.zw);
        vec2 spans = clamp((hi - lo) / (2.0 * h), 0.0, 1.0);
        float share = spans.x * spans.y;
        vec2 centre = clamp(c, r.xy + radius, r.zw - radius);
        vec2 v = c - centre;
        if (radius > 0.0 && v.x != 0.0 && v.y != 0.0) {
            float len = length(v);
            vec2 g = v / len * (2.0 * h);
            // cairo draws arcs as chords within 0.1 pixel of the arc, inside it: against
            // cairo's pixels the edge lies about 0.02 pixel further in on average.
            share = min(share, covered(radius - len - 0.04 * h, g));
        }
        return share;
    }

    // One pixel of cairo's store at layer-space centre c: the background under the rounded
    // bounds, then the border ring (even-odd between the bounds and its inner edge) over it,
    // at the colours' own alpha (the layer's opacity fades the store's pixels afterwards).
    vec4 storePixel(vec2 c, float h) {
        float outer = squareCoverage(rect, shape.x, c, h);
        if (shape.y <= 0.0) return fill * outer;
        vec4 inner = rect + vec4(shape.y, shape.y, -shape.y, -shape.y);
        float inside = inner.z > inner.x && inner.w > inner.y ? squareCoverage(inner, shape.z, c, h) : 0.0;
        float ring = max(0.0, outer - inside);
        return border * ring + fill * outer * (1.0 - borderAlpha * ring);
    }

    // The store sampled bilinearly at the layer-space point p (storeScale pixels per point).
    vec4 sampledStore(vec2 point, float storeScale) {
        float step = 1.0 / storeScale, h = 0.5 * step;
        vec2 middle = 0.5 * (rect.xy + rect.zw);
        // A ring drawn as a nine-slice shows its square's middle pixels between the corners
        // (`SolidFill.drawBorderRing`): there the store does not vary along the side.
        vec2 p = point;
        if (slice > 0.0) {
            if (p.x > rect.x + slice && p.x < rect.z - slice) p.x = middle.x;
            if (p.y > rect.y + slice && p.y < rect.w - slice) p.y = middle.y;
        }
        vec2 phase = vec2(p.x > middle.x ? highPhase.x : 0.0, p.y > middle.y ? highPhase.y : 0.0);
        vec2 q = (p - phase) * storeScale - 0.5;
        vec2 i = floor(q), f = q - i;
        vec2 c0 = (i + 0.5) * step + phase, c1 = c0 + step;
        // Wholly inside: every pixel sampled is the background's (or wholly the border's).
        vec4 safe = shape.y > 0.0 ? rect + vec4(shape.y, shape.y, -shape.y, -shape.y) : rect;
        float safeRadius = shape.y > 0.0 ? shape.z : shape.x;
        vec2 lo = c0 - h, hi = c1 + h;
        bool inX = lo.x >= safe.x + safeRadius && hi.x <= safe.z - safeRadius;
        bool inY = lo.y >= safe.y + safeRadius && hi.y <= safe.w - safeRadius;
        if (all(greaterThanEqual(lo, safe.xy)) && all(lessThanEqual(hi, safe.zw)) && (inX || inY)) return fill;
        vec4 top = mix(storePixel(c0, h), storePixel(vec2(c1.x, c0.y), h), f.x);
        vec4 bottom = mix(storePixel(vec2(c0.x, c1.y), h), storePixel(c1, h), f.x);
        return mix(top, bottom, f.y);
    }

    // A rounded clip's corners as `CornerClip` cuts them (its straight sides are the scissor's):
    // eight chords per quarter circle half-way between the inscribed and circumscribed polygons,
    // coverage 1/2 on the chord, falling linearly to 0 one pixel further out.
    float clipCoverage(vec2 p, float radius) {
        vec2 centre = clamp(p, clip.xy + radius, clip.zw - radius);
        vec2 v = abs(p - centre);
        if (v.x == 0.0 || v.y == 0.0) return 1.0;
        float outermost = -1e30;
        for (int k = 0; k < 8; k++) {
            float angle = (float(k) + 0.5) * 0.19634954;   // (k + 1/2) · π/16
            outermost = max(outermost, dot(v, vec2(cos(angle), sin(angle))));
        }
        return clamp(0.5 - (outermost - radius * 0.99759236), 0.0, 1.0);   // (1 + cos π/32) / 2
    }

    void main() {
        vec2 px = dFdx(local), py = dFdy(local);   // outside the branches: derivatives need all four pixels
        float clipped = clipRadiusAndScale.x > 0.0 ? clipCoverage(pixel, clipRadiusAndScale.x) : 1.0;
        if (shape.w > 0.5) {
            vec4 texel = texture(image, uv);
            fragColor = (swapRedBlue == 1 ? texel.bgra : texel) * (swapRedBlue == 2 ? fill.bgra : fill) * clipped;
        } else {
            vec4 color = clipRadiusAndScale.y > 0.0
                ? sampledStore(local, clipRadiusAndScale.y)
                : fill * pixelCoverage(rect, local, px, py);
            fragColor = (swapRedBlue == 2 ? color.bgra : color) * clipped;
        }
    }
    """
}
