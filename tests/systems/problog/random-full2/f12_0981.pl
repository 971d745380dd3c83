:- use_module(library(lists)).
0.3::e0(2).
0.2::e0(2); 0.2::e0(3).
0.5::e1(3).
e1(2).
0.2::e1(3); 0.3::e1(2).
p00 :- p01(2,Y), e0(Z), e1(Z).
p00 :- e1(X), e0(X), call(e1, X).
p00 :- p01(3,Y), W is Y + 1, W < 5, compare(O, Y, 3).
p01(2,X) :- p01(X,Y), p00.
0.6::p10(3) <- (p01(1,Z)) ; (p00).
p11(Y) :- p10(2), between(1,3,Y), \+ e0(3).
0.1::p20(2,Y) :- (p21(Z), p01(3,Z), p21(Z), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2) ; (p00, e1(Z), between(1,3,Y), compare(O, Z, 3)).
p20(Y,X) :- p20(X,Y), e1(3), X >= 1.
0.6::p21(1) :- p00, p10(Z), Z \= Z.
p21(X) :- (p00, p10(1), between(1,3,X), W is X + 2, W < 5) ; (p10(X), p21(3), p20(3,X)).
query(p21(X)).
query(p21(1)).
query(p01(3,2)).
query(\+ e0(1)).
