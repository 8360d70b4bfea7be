import SwiftUI

/// A product's reviews: the one SwiftUI screen of this UIKit app. The manifest names it as the
/// route's `view`, so the generated factory hosts it in a `UIHostingController` on the UIKit stack.
struct ReviewsView: View {
    let productID: Int

    var body: some View {
        List {
            Text("“Light and comfortable.” ★★★★★")
            Text("“Runs a little small.” ★★★★☆")
        }
        .navigationTitle("Reviews of \(ShopProduct.named(productID))")
    }
}
