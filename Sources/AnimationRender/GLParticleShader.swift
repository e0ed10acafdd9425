/// The shaders of `GLParticleRenderer` (GLSL 3.30 core / GLSL ES 3.00; `GLContext` adds the
/// version line). `particleFunction` is `EmitterSimulation`'s particle function and
/// `ParticleRenderer`'s colour code: age from the birth time, emission point from the
/// emitter's shape, position under constant acceleration, scale, spin, colour with its
/// speeds, clamped, tinted, premultiplied and rounded to bytes as `RenderDevice.vertexColor`
/// rounds the CPU path's vertex colours. Two programs use it: the point path
/// (`GLParticlePointShader`, one vertex a particle) and the quads below, where each instance is
/// one particle drawn as two triangles (six vertices: corners 0 1 2 and 0 2 3, as the CPU
/// path submits them), for particles too big for the driver's points.
enum GLParticleShader {
    static let particleFunction = """
    layout(location = 0) in vec4 birthLifeUV;       // birth time, lifetime, emission randoms u, v
    layout(location = 1) in vec4 velocityScaleSpin; // vx, vy, scale, spin
    layout(location = 2) in vec4 baseColor;         // r, g, b, a before their speeds
    uniform float time;          // the snapshot's time minus the birth times' origin
    uniform float lifetimeScale;
    uniform vec2 emitterPosition, emitterSize;
    uniform int shape;           // 0 point, 1 line, 2 rectangle, 3 circle
    uniform int outline;
    uniform vec2 acceleration;
    uniform float scaleSpeed, layerScale, contentsScale;
    uniform vec4 colorSpeed;
    uniform vec2 halfSize;       // half the drawn image (contentsRect part), in points
    uniform vec3 rowX, rowY;     // affine transform to target pixels (origin subtracted)
    uniform float flipY;         // 1: y down (a window's framebuffer), -1: a render-target texture
    uniform vec4 tint;           // layer tint; alpha multiplied by the layer's opacity

    vec2 emissionPoint(float u, float v) {
        vec2 c = emitterPosition;
        float w = emitterSize.x, h = emitterSize.y;
        if (shape == 1) return vec2(c.x + u * w / 2.0, c.y);
        if (shape == 2) {
            if (outline != 0) {
                // Round the perimeter clockwise from the top-left corner, each side as likely
                // as its length (EmitterSimulation.perimeterPoint).
                w = abs(w); h = abs(h);
                float left = c.x - w / 2.0, top = c.y - h / 2.0;
                float d = clamp((v + 1.0) / 2.0, 0.0, 1.0) * 2.0 * (w + h);
                if (d <= w) return vec2(left + d, top);
                d -= w;
                if (d <= h) return vec2(left + w, top + d);
                d -= h;
                if (d <= w) return vec2(left + w - d, top + h);
                d -= w;
                return vec2(left, top + h - min(d, h));
            }
            return vec2(c.x + u * w / 2.0, c.y + v * h / 2.0);
        }
        if (shape == 3) {
            // A circle of radius emitterSize.width, as Apple documents.
            float angle = u * 3.14159265358979;
            float r = outline != 0 ? w : w * sqrt((v + 1.0) / 2.0);
            return vec2(c.x + r * cos(angle), c.y + r * sin(angle));
        }
        return c;
    }

    // The particle at `time`: false when it is not alive or draws nothing (zero scale or alpha).
    bool particle(out vec2 centre, out float s, out float spin, out vec4 bytes) {
        centre = vec2(0.0); s = 0.0; spin = 0.0; bytes = vec4(0.0);
        float age = time - birthLifeUV.x;
        if (!(age >= 0.0 && age < birthLifeUV.y * lifetimeScale)) return false;
        centre = emissionPoint(birthLifeUV.z, birthLifeUV.w) + velocityScaleSpin.xy * age
            + 0.5 * acceleration * age * age;
        s = max(0.0, (velocityScaleSpin.z + scaleSpeed * age) * layerScale) / contentsScale;
        vec4 c = clamp(baseColor + colorSpeed * age, 0.0, 1.0) * tint;
        float a = clamp(c.a, 0.0, 1.0);
        bytes = floor(vec4(c.rgb * a, a) * 255.0 + 0.5);
        spin = velocityScaleSpin.w * age;
        return s != 0.0 && bytes.a != 0.0;
    }

    """

    static let vertex = particleFunction + """
    uniform vec2 targetSize;
    uniform vec4 uvRect;         // u0 v0 u1 v1, scaled to the texture's coordinates
    out vec2 texCoord;
    out vec4 color;

    void main() {
        texCoord = vec2(0.0);
        color = vec4(0.0);
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);  // outside the clip volume: no pixels
        vec2 centre; float s, spin; vec4 bytes;
        if (!particle(centre, s, spin, bytes)) return;
        float cs = cos(spin), sn = sin(spin);
        vec2 axisA = halfSize.x * s * vec2(cs, sn), axisB = halfSize.y * s * vec2(-sn, cs);
        const int corners[6] = int[6](0, 1, 2, 0, 2, 3);
        int corner = corners[gl_VertexID];
        vec2 signs = vec2(corner == 1 || corner == 2 ? 1.0 : -1.0, corner >= 2 ? 1.0 : -1.0);
        vec2 p = centre + signs.x * axisA + signs.y * axisB;
        vec2 pixel = vec2(dot(rowX, vec3(p, 1.0)), dot(rowY, vec3(p, 1.0)));
        vec2 ndc = pixel / targetSize * 2.0 - 1.0;
        gl_Position = vec4(ndc.x, -flipY * ndc.y, 0.0, 1.0);
        texCoord = vec2(signs.x > 0.0 ? uvRect.z : uvRect.x, signs.y > 0.0 ? uvRect.w : uvRect.y);
        color = bytes / 255.0;
    }
    """

    static let fragment = """
    in vec2 texCoord;
    in vec4 color;
    uniform sampler2D image;
    uniform int swapRedBlue;     // 1: the texel's red and blue, 2: the colour's (`GLContext`)
    out vec4 fragColor;
    void main() {
        vec4 texel = texture(image, texCoord);
        fragColor = (swapRedBlue == 1 ? texel.bgra : texel) * (swapRedBlue == 2 ? color.bgra : color);
    }
    """
}
