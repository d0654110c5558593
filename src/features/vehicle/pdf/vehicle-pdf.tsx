/**
 * The car as a one-page PDF, downloaded for a car slug and saved as {slug}.pdf:
 * photo, title, price, key facts, specifications, features, comments and the dealer's contact.
 * Drawn with @react-pdf/renderer's own primitives, not the page's HTML.
 */
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Row } from "@/domain/vehicle/spec-lists";
import type { PrintSheet } from "./print-sheet";

export type PdfSheet = Omit<PrintSheet, "photoUrl"> & { photo: Buffer | null };

const styles = StyleSheet.create({
  page: { padding: 32, fontSize: 10, fontFamily: "Helvetica", color: "#111827" },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold" },
  subtitle: { fontSize: 12, color: "#4b5563", marginTop: 2 },
  price: { fontSize: 18, fontFamily: "Helvetica-Bold", marginTop: 8 },
  photo: { width: "100%", height: 260, objectFit: "cover", marginTop: 12, borderRadius: 4 },
  heading: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 14, marginBottom: 4 },
  columns: { flexDirection: "row", gap: 16 },
  column: { flex: 1 },
  row: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottom: "0.5pt solid #e5e7eb",
    paddingVertical: 2,
  },
  muted: { color: "#4b5563" },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 32,
    right: 32,
    borderTop: "0.5pt solid #9ca3af",
    paddingTop: 6,
    fontSize: 9,
  },
});

function Rows({ rows }: { rows: Row[] }) {
  return (
    <View>
      {rows.map((row) => (
        <View key={row.label} style={styles.row}>
          <Text style={styles.muted}>{row.label}</Text>
          <Text>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

export function VehiclePdf({ sheet }: { sheet: PdfSheet }) {
  return (
    <Document
      title={sheet.title}
      author={sheet.dealer.name}
      subject={`${sheet.title} at ${sheet.dealer.name}`}
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{sheet.title}</Text>
        {sheet.subtitle ? <Text style={styles.subtitle}>{sheet.subtitle}</Text> : null}
        <Text style={styles.price}>
          {sheet.price}
          {sheet.priceNote ? (
            <Text style={{ fontSize: 10, fontFamily: "Helvetica" }}> {sheet.priceNote}</Text>
          ) : null}
        </Text>
        {sheet.photo ? <Image src={sheet.photo} style={styles.photo} /> : null}
        <View style={styles.columns}>
          <View style={styles.column}>
            <Text style={styles.heading}>Details</Text>
            <Rows rows={sheet.facts} />
          </View>
          <View style={styles.column}>
            <Text style={styles.heading}>Specifications</Text>
            <Rows rows={sheet.specs} />
          </View>
        </View>
        {sheet.features.length > 0 ? (
          <>
            <Text style={styles.heading}>Features</Text>
            <Text>{sheet.features.join(" · ")}</Text>
          </>
        ) : null}
        <Text style={styles.heading}>Dealer comments</Text>
        <Text>{sheet.comments}</Text>
        <View style={styles.footer} fixed>
          <Text style={{ fontFamily: "Helvetica-Bold" }}>{sheet.dealer.name}</Text>
          <Text>
            {[sheet.dealer.phone, sheet.dealer.address, sheet.dealer.url]
              .filter(Boolean)
              .join("  |  ")}
          </Text>
        </View>
      </Page>
    </Document>
  );
}
