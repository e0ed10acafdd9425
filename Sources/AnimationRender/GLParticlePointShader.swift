/// The shaders of `GLParticleRenderer`'s point path (GLSL 3.30 / GLSL ES 3.00): each particle
/// is one `GL_POINTS` vertex, so the particle function (`GLParticleShader.particle`) runs once
/// per particle rather than once per corner (llvmpipe runs vertex shaders on the CPU). The
/// vertex shader makes the point the square around the particle's drawn parallelogram
/// (`gl_PointSize`) and hands the fragment stage the map from `gl_PointCoord` to the image's
/// unit square; fragments outside the particle's image are discarded, so the pixels drawn and
/// their texture coordinates are those of the two triangles the quad path draws.
enum GLParticlePointShader {
    static let vertex = GLParticleShader.particleFunction + """
    uniform vec2 viewportScale;  // 2 / the viewport's size (the target grown by `margin` each side)
    uniform float margin;        // pixels the viewport reaches past each side of the target
    uniform float maxPointSize;
    flat out vec4 color;
    flat out vec4 toUnit;        // columns of the map from gl_PointCoord − ½ to the unit square − ½

    void main() {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);  // outside the clip volume: no pixels
        gl_PointSize = 1.0;
        color = vec4(0.0);
        toUnit = vec4(0.0);
        vec2 centre; float s, spin; vec4 bytes;
        if (!particle(centre, s, spin, bytes)) return;
        float cs = cos(spin), sn = sin(spin);
        // The half-width and half-height axes in target pixels.
        mat2 linear = mat2(rowX.x, rowY.x, rowX.y, rowY.y);
        vec2 a = linear * (halfSize.x * s * vec2(cs, sn)), b = linear * (halfSize.y * s * vec2(-sn, cs));
        float size = 2.0 * max(abs(a.x) + abs(b.x), abs(a.y) + abs(b.y));
        float det = a.x * b.y - a.y * b.x;
        if (det == 0.0 || !(size <= maxPointSize)) return;
        // A fragment d pixels from the centre (y down in the target) is at α a + β b, α and β in
        // [−1, 1]; gl_PointCoord's t grows down the window, which is the target's y flipped
        // when it is a texture.
        mat2 unitFromPixels = mat2(b.y, -a.y, -b.x, a.x) * (0.5 / det);
        mat2 m = unitFromPixels * mat2(size, 0.0, 0.0, flipY * size);
        toUnit = vec4(m[0], m[1]);
        vec2 pixel = vec2(dot(rowX, vec3(centre, 1.0)), dot(rowY, vec3(centre, 1.0)));
        vec2 ndc = (pixel + margin) * viewportScale - 1.0;
        gl_Position = vec4(ndc.x, -flipY * ndc.y, 0.0, 1.0);
        gl_PointSize = size;
        color = bytes / 255.0;
    }
    """

    static let fragment = """
    flat in vec4 color;
    flat in vec4 toUnit;
    uniform sampler2D image;
    uniform vec4 uvRect;         // u0 v0 u1 v1, scaled to the texture's coordinates
    uniform int swapRedBlue;     // 1: the texel's red and blue, 2: the colour's (`GLContext`)
    out vec4 fragColor;
    void main() {
        vec2 unit = 0.5 + mat2(toUnit.xy, toUnit.zw) * (gl_PointCoord - 0.5);
        if (unit.x < 0.0 || unit.y < 0.0 || unit.x > 1.0 || unit.y > 1.0) discard;
        vec4 texel = textureLod(image, mix(uvRect.xy, uvRect.zw, unit), 0.0);
        fragColor = (swapRedBlue == 1 ? texel.bgra : texel) * (swapRedBlue == 2 ? color.bgra : color);
    }
    """
}
