/// The shaders of `GLBackdropBlur` (GLSL 3.30 core / GLSL ES 3.00; `GLContext` adds the version
/// line): one triangle covering the target, and per pass a fragment shader that does, per
/// output pixel, what `BackdropBlur`'s CPU loops do, in the same integer arithmetic on the
/// pixels' bytes (texels of 8-bit textures, read exactly as `round(t × 255)`), so the two
/// paths agree to the byte except where `adjust`'s Double arithmetic meets a rounding tie.
enum GLBackdropShader {
    /// A triangle over the whole viewport; fragments find their pixel from `gl_FragCoord`.
    static let vertex = """
    void main() {
        gl_Position = vec4(gl_VertexID == 1 ? 3.0 : -1.0, gl_VertexID == 2 ? 3.0 : -1.0, 0.0, 1.0);
    }
    """

    /// An offscreen level drawn over the backdrop's copy (blended source-over by the caller,
    /// within the part the level covers): copy pixel `c` shows the level's texel
    /// `start + (c.x, ±c.y)`, rows counted down where the copy is of the window's framebuffer
    /// (`flip`), red and blue swapped where the level keeps SDL's OpenGL ES byte order and the
    /// copy does not (`swap`).
    static let level = """
    precision highp int;
    precision highp sampler2D;
    uniform sampler2D source;
    uniform ivec2 start;
    uniform int flip, swap;
    out vec4 fragColor;
    void main() {
        ivec2 c = ivec2(gl_FragCoord.xy);
        vec4 t = texelFetch(source, ivec2(start.x + c.x, flip != 0 ? start.y - c.y : start.y + c.y), 0);
        fragColor = swap != 0 ? t.bgra : t;
    }
    """

    /// The reduction: each output pixel the 2×2 mean of the source's pixels, rounded down
    /// (`taps` 2: `BackdropBlur.halve`, pixman's bilinear sample where four pixels meet), or a
    /// copy (`taps` 1). The source's pixel `p` is read at `clamp(p + offset, 0, last)`, rows
    /// flipped with `flip` (a copy of the window's framebuffer, whose rows run bottom-up): the
    /// edge repeats where the backdrop's rectangle leaves the drawing space.
    static let reduce = """
    precision highp int;
    precision highp sampler2D;
    uniform sampler2D source;
    uniform ivec2 offset, last;
    uniform int flip, taps;
    out vec4 fragColor;
    vec4 bytes(ivec2 p) {
        p = clamp(p + offset, ivec2(0), last);
        if (flip != 0) p.y = last.y - p.y;
        return round(texelFetch(source, p, 0) * 255.0);
    }
    void main() {
        // Byte sums are small integers, exact in float, and so is their quarter.
        ivec2 o = ivec2(gl_FragCoord.xy) * taps;
        vec4 sum = bytes(o);
        if (taps == 2) {
            sum = floor((sum + bytes(o + ivec2(1, 0)) + bytes(o + ivec2(0, 1)) + bytes(o + ivec2(1, 1))) * 0.25);
        }
        fragColor = sum / 255.0;
    }
    """

    /// One box of `BackdropBlur.gaussian` along `step` ((1, 0) across, (0, 1) down), the edge
    /// repeated: the sum of `2 radius + 1` bytes, then `min((sum × scale + 2³¹) >> 32, 255)`
    /// with `scale = 2³² / window = high × 2¹⁶ + low`, in 32-bit pieces as `NarrowBox.value`
    /// (sums below 2¹⁶: radius at most 128).
    static let box = """
    precision highp int;
    precision highp sampler2D;
    uniform sampler2D source;
    uniform ivec2 size, step;
    uniform int radius, high, low;
    out vec4 fragColor;
    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        vec4 bytes = vec4(0.0);   // a sum of bytes: an integer below 2^16, exact in float
        for (int i = -radius; i <= radius; i++) {
            bytes += round(texelFetch(source, clamp(p + i * step, ivec2(0), size - 1), 0) * 255.0);
        }
        uvec4 sum = uvec4(bytes);
        uvec4 a = sum * uint(high), b = sum * uint(low);
        uvec4 v = (a >> 16u) + (((a & 0xFFFFu) + (b >> 16u) + 32768u) >> 16u);
        fragColor = vec4(min(v, uvec4(255u))) / 255.0;
    }
    """

    /// `BackdropBlur.adjust` (saturation about Rec. 709 luma, then `c × scale + offset × a`,
    /// kept within 0…a, rounded half away from zero; alpha 0 left as it is), reading and
    /// writing red and blue swapped where SDL's OpenGL ES renderer keeps them so (`GLContext`).
    static let adjust = """
    precision highp int;
    precision highp sampler2D;
    uniform sampler2D source;
    uniform float saturation, scale, offset;
    uniform int adjusts, swapIn, swapOut;
    out vec4 fragColor;
    void main() {
        vec4 t = texelFetch(source, ivec2(gl_FragCoord.xy), 0);
        vec4 p = round((swapIn != 0 ? t.bgra : t) * 255.0);
        if (adjusts != 0 && p.a > 0.0) {
            float luma = 0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b;
            vec3 v = (luma + saturation * (p.rgb - luma)) * scale + offset * p.a;
            p.rgb = floor(clamp(v, 0.0, p.a) + 0.5);
        }
        p /= 255.0;
        fragColor = swapOut != 0 ? p.bgra : p;
    }
    """
}
