:- use_module(library(lists)).
0.7::e0(3,3).
0.6::e1(2,3).
0.2::e1(2,2); 0.3::e1(1,1); 0.1::e1(3,3).
0.1::e2.
e3.
p00(Y) :- e0(2,Y), p01(3).
0.7::p01(1) :- e3, e1(2,X), e3.
0.1::p01(X) :- e0(Y,Z), e3, e0(Y,1), between(1,3,X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, Y == Y.
0.4::p01(X) :- e3, e3, between(1,3,X).
p10(3) :- p01(1), p11, p10(Y).
p10(2) :- p11.
0.9::p11 :- p01(Z), e2, W is Z + 1, W < 5.
p11 :- p10(X), p11, p01(X), compare(O, X, 2).
p20(X) :- Y == 1, e0(Y,3), p21(Y), e3, between(1,3,X), findall(V, e1(Y,V), L), sum_list(L, T), T > 2.
p20(3) <- p11, findall(V, e0(3,V), L), L = [].
P::p21(Y) :- ((e0(3,Z), between(1,3,Y), W is Y + 3, W < 5) ; (p21(Y), e0(X,Y))), P is Y / 4.
0.75::p30(X,Y) :- p00(Z), between(1,3,X), between(1,3,Y), compare(O, Z, 3).
p30(Y,2) :- p30(3,Y), p30(Y,Y), e0(Y,Y), Y @=< a.
P::p30(Y,X) :- ((e0(3,X), e0(X,Y), p20(Y), \+ e3) ; (p21(2), e0(Y,3), between(1,3,X), X = X)), P is Y / 4.
query(p20(1)).
