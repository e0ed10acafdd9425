/// The program of `GLMaskCompositor` (GLSL 3.30 core / GLSL ES 3.00; `GLContext` adds the
/// version line): one rectangle of the current target, each of whose pixels is the content
/// target's pixel there times the alpha of each mask target's pixel there, times the layer's
/// colour (tint × opacity, premultiplied), blended source-over by the caller.
enum GLMaskShader {
    /// Two triangles over `rect` (the current target's pixels, SDL's rows: top down).
    static let vertex = """
    uniform vec4 rect;          // x0, y0, x1, y1
    uniform vec2 targetSize;
    uniform float flipY;        // 1: a window's framebuffer (rows bottom-up), -1: a render-target texture
    void main() {
        int corner = gl_VertexID < 3 ? gl_VertexID : (gl_VertexID == 3 ? 0 : gl_VertexID - 2);
        vec2 p = vec2(corner == 1 || corner == 2 ? rect.z : rect.x, corner >= 2 ? rect.w : rect.y);
        vec2 ndc = p / targetSize * 2.0 - 1.0;
        gl_Position = vec4(ndc.x, -flipY * ndc.y, 0.0, 1.0);
    }
    """

    /// Per pixel: the content's texel times each mask's alpha, rounded to bytes after each mask
    /// as the SDL path's `dst × src.alpha` blend into the 8-bit content target rounds, then
    /// times the colour (as SDL's texture shader multiplies by the vertex colour). Texels are
    /// fetched exactly (`texelFetch`): target pixel `p` is texel `p + offset` of each source,
    /// where render-target textures keep SDL's top row as row 0. A mask read from a layer's
    /// store (`maskNStore`) is sampled with the texture's own filter at the pixel centre's
    /// texture coordinate, clear outside the store's box, times the layer's alpha and rounded
    /// to a byte, as the target SDL would have drawn it into holds it.
    static let fragment = """
    precision highp int;
    precision highp sampler2D;
    uniform sampler2D content, mask0, mask1;
    uniform int masks;                  // 0, 1 or 2
    uniform ivec2 contentOffset, mask0Offset, mask1Offset;
    uniform int mask0Store, mask1Store; // 1: the mask is a layer's store, sampled
    uniform vec3 mask0U, mask0V, mask1U, mask1V;
    uniform vec4 mask0Box, mask1Box;    // u0, v0, u1, v1
    uniform float mask0Alpha, mask1Alpha;
    uniform int flip, targetHeight;     // flip: the window's framebuffer, rows bottom-up
    uniform vec4 color;
    uniform int swapRedBlue;            // 1: the texel's red and blue, 2: the colour's (`GLContext`)
    out vec4 fragColor;
    float storeAlpha(sampler2D s, ivec2 p, vec3 u, vec3 v, vec4 box, float alpha) {
        vec3 centre = vec3(vec2(p) + 0.5, 1.0);
        vec2 uv = vec2(dot(u, centre), dot(v, centre));
        if (any(lessThan(uv, box.xy)) || any(greaterThanEqual(uv, box.zw))) return 0.0;
        return round(textureLod(s, uv, 0.0).a * alpha * 255.0) / 255.0;
    }
    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        if (flip != 0) p.y = targetHeight - 1 - p.y;
        vec4 c = texelFetch(content, p + contentOffset, 0);
        if (masks > 0) {
            float a = mask0Store != 0 ? storeAlpha(mask0, p, mask0U, mask0V, mask0Box, mask0Alpha)
                : texelFetch(mask0, p + mask0Offset, 0).a;
            c = round(c * (a * 255.0)) / 255.0;
        }
        if (masks > 1) {
            float a = mask1Store != 0 ? storeAlpha(mask1, p, mask1U, mask1V, mask1Box, mask1Alpha)
                : texelFetch(mask1, p + mask1Offset, 0).a;
            c = round(c * (a * 255.0)) / 255.0;
        }
        fragColor = (swapRedBlue == 1 ? c.bgra : c) * (swapRedBlue == 2 ? color.bgra : color);
    }
    """
}
