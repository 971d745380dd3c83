:- use_module(library(lists)).
0.8::e0(1).
0.3::e1(2,3).
0.3::e1(1,1); 0.2::e1(2,2).
0.4::e2(2).
0.2::e2(3); 0.3::e2(1).
e3(1).
0.1::e3(1); 0.1::e3(2); 0.3::e3(3).
p00 :- p00.
p01(Y) :- e0(Y), Y \= Y.
p10(3) :- e3(X), e2(Z), subquery(e2(1), Q), Q > 0.33.
p10(X) :- p10(2), p00, between(1,3,X).
P::p20(Y) :- (e1(Z,Y), e1(X,2), e2(X), call(e3, Z)), P is Y / 4.
p30(3,1) <- p01(Y), p10(Y), e3(Y), compare(O, Y, 2), Y >= 3.
P::p30(Y,X) <- ((e0(3), between(1,3,X), between(1,3,Y), \+ p10(X)) ; (e3(Y), e1(Y,Y), p20(2), between(1,3,X), X \== 3)), P is X / 4.
P::p30(Y,Y) :- (e2(Z), p00, p30(Z,X), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 2), P is Y / 4.
query(p30(3,X)).
query(e3(X)).
