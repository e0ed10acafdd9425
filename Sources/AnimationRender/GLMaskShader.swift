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
    /// where render-target textures keep SDL's top row as row 0.
    static let fragment = """
    precision highp int;
    precision highp sampler2D;
    uniform sampler2D content, mask0, mask1;
    uniform int masks;                  // 0, 1 or 2
    uniform ivec2 contentOffset, mask0Offset, mask1Offset;
    uniform int flip, targetHeight;     // flip: the window's framebuffer, rows bottom-up
    uniform vec4 color;
    uniform int swapRedBlue;            // 1: the texel's red and blue, 2: the colour's (`GLContext`)
    out vec4 fragColor;
    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        if (flip != 0) p.y = targetHeight - 1 - p.y;
        vec4 c = texelFetch(content, p + contentOffset, 0);
        if (masks > 0) c = round(c * (texelFetch(mask0, p + mask0Offset, 0).a * 255.0)) / 255.0;
        if (masks > 1) c = round(c * (texelFetch(mask1, p + mask1Offset, 0).a * 255.0)) / 255.0;
        fragColor = (swapRedBlue == 1 ? c.bgra : c) * (swapRedBlue == 2 ? color.bgra : color);
    }
    """
}
