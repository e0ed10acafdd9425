/// The shaders of `GLQuadRenderer` (GLSL 3.30 core / GLSL ES 3.00; `GLContext` adds the
/// version line). Each layer quad is two triangles whose corners were transformed on the CPU;
/// every vertex also carries the layer-space point it shows, so the fragment stage knows where
/// in the layer each pixel is.
///
/// Shape quads (mode 0) are a background colour and a border, clipped by the rounded bounds,
/// with no texture: the fragment shader works out how much of its pixel's square lies inside
/// the layer's rounded rectangle (and inside the border's inner edge) analytically. For each
/// edge the signed distance `d` (layer units, positive inside) changes by `g = (∂d/∂x, ∂d/∂y)`
/// per pixel, so over the pixel's square it is `d + g.x·U + g.y·V` with U, V uniform on
/// −½…½: the covered share is that sum's distribution function at 0, exact for straight
/// edges at any angle (a box filter, as cairo's coverage is). The two opposite edges of each
/// axis make a slab, and the rectangle is the product of its two slabs (exact when axis-aligned);
/// in a rounded corner the arc's tangent line stands in for the arc. The colour is cairo's
/// order: background under the rounded clip, then the border ring over it.
///
/// Inside an ancestor's rounded `masksToBounds` (drawn without an offscreen pass: the scissor
/// clips the sides) every quad also carries the clip's rectangle and radius in target pixels,
/// and its corners are cut the same way, antialiased.
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
    layout(location = 7) in vec2 clipRadiusIn;   // its corner radius in pixels (0: no rounded clip)
    uniform vec2 targetSize;
    uniform float flipY;         // 1: y down (a window's framebuffer), -1: a render-target texture
    uniform vec2 textureScale;   // SDL_GL_BindTexture's scale of texture coordinates
    out vec2 local;
    out vec2 uv;
    out vec2 pixel;
    flat out vec4 clip;
    flat out float clipRadius;
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
        clipRadius = clipRadiusIn.x;
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
    flat in float clipRadius;
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

    // Coverage of the pixel by the rectangle r (min x, min y, max x, max y) with corner radius
    // radius; p is the pixel centre's layer-space point, px and py its steps per pixel.
    // arc is set to 1 when the pixel lies in a corner's square.
    float roundedCoverage(vec4 r, float radius, vec2 p, vec2 px, vec2 py, out float arc) {
        arc = 0.0;
        vec2 gx = vec2(px.x, py.x), gy = vec2(px.y, py.y);
        float slabX = clamp(covered(p.x - r.x, gx) + covered(r.z - p.x, gx) - 1.0, 0.0, 1.0);
        float slabY = clamp(covered(p.y - r.y, gy) + covered(r.w - p.y, gy) - 1.0, 0.0, 1.0);
        float c = slabX * slabY;
        if (radius > 0.0) {
            vec2 centre = clamp(p, r.xy + radius, r.zw - radius);
            vec2 v = p - centre;
            if (v.x != 0.0 && v.y != 0.0) {
                float len = length(v);
                vec2 n = v / len;
                vec2 g = vec2(dot(n, px), dot(n, py));
                // cairo draws arcs as chords within 0.1 pixel of the arc, inside it: on
                // average the edge lies about 0.06 pixel further in.
                c = min(c, covered(radius - len - 0.06 * length(g), g));
                arc = 1.0;
            }
        }
        return c;
    }

    void main() {
        vec2 px = dFdx(local), py = dFdy(local);   // outside the branches: derivatives need all four pixels
        // A rounded clip's corners (its straight sides are the scissor's).
        float arc;
        float clipped = clipRadius > 0.0
            ? roundedCoverage(clip, clipRadius, pixel, vec2(1.0, 0.0), vec2(0.0, 1.0), arc) : 1.0;
        if (shape.w > 0.5) {
            vec4 texel = texture(image, uv);
            fragColor = (swapRedBlue == 1 ? texel.bgra : texel) * (swapRedBlue == 2 ? fill.bgra : fill) * clipped;
        } else {
            float outerArc, innerArc = 0.0;
            float outer = roundedCoverage(rect, shape.x, local, px, py, outerArc);
            float ring = 0.0, inside = outer;
            if (shape.y > 0.0) {
                vec4 inner = rect + vec4(shape.y, shape.y, -shape.y, -shape.y);
                inside = inner.z > inner.x && inner.w > inner.y
                    ? roundedCoverage(inner, shape.z, local, px, py, innerArc) : 0.0;
                ring = max(0.0, outer - inside);
            }
            // Straight edges lie on whole pixels of a store (cairo's grid is the layer's), so
            // a store's background does not show under its border's edge there; where an arc
            // crosses a pixel cairo paints the border over the partly covered background.
            vec4 color = outerArc + innerArc > 0.0
                ? border * ring + fill * outer * (1.0 - border.a * ring)
                : border * ring + fill * (inside + ring * (1.0 - border.a));
            fragColor = (swapRedBlue == 2 ? color.bgra : color) * clipped;
        }
    }
    """
}
