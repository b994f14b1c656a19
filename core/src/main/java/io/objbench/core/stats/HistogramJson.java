package io.objbench.core.stats;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import org.HdrHistogram.Histogram;

/** Jackson (de)serializers writing a {@link Histogram} as a {@link HistogramCodec} string. */
public final class HistogramJson {

    private HistogramJson() {
    }

    /** Writes the histogram as base64 of its compressed encoding. */
    public static final class Serializer extends StdSerializer<Histogram> {
        private static final long serialVersionUID = 1L;

        public Serializer() {
            super(Histogram.class);
        }

        @Override
        public void serialize(Histogram value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeString(HistogramCodec.encode(value));
        }
    }

    /** Reads what {@link Serializer} wrote. */
    public static final class Deserializer extends StdDeserializer<Histogram> {
        private static final long serialVersionUID = 1L;

        public Deserializer() {
            super(Histogram.class);
        }

        @Override
        public Histogram deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            return HistogramCodec.decode(p.getValueAsString());
        }
    }
}
