:- use_module(library(lists)).
0.2::e0(2).
e0(3).
0.1::e0(1); 0.2::e0(2).
0.75::e1(3,1).
0.3::e1(1,1); 0.2::e1(3,3); 0.2::e1(2,2).
P::p00(X) :- (p00(Z), e1(Z,X), X @>= a, findall(V, e0(V), L), sum_list(L, T), T > 2), P is X / 4.
p00(X) :- p00(Y), between(1,3,X).
\+p00(Y) :- e0(Y).
p01(X) :- p00(3), p00(1), p01(1), between(1,3,X).
0.4::p01(Y) :- p01(Z), between(1,3,Y), \+ e0(Z), findall(V, e1(1,V), L), length(L, N), N >= 1.
0.4::p01(1) <- e1(2,Z), e1(X,Z), p01(X), compare(O, Z, 2).
p10(Y,X) :- e1(Y,Z), p10(1,2), p11, between(1,3,X), findall(V, e0(V), L), L = [].
p10(Y,1) :- Y \== 1, p10(1,X), p11, e0(Y), X =\= 2.
\+p10(1,3) :- e1(3,3).
p11 <- p00(3), p01(Y), e1(2,3).
p11 :- p11, e0(2).
p11 <- (e0(X), e1(X,X), e1(X,Y), Y \= Y, not p00(Y)) ; (p10(Y,Z), p11, W is Z + 1, W < 5, subquery(e1(2,1), Q), Q < 0.33).
p20(Y) :- p10(Y,Z), p20(3), e1(1,X), Z =:= 1, Z \== 1.
\+p20(1) :- e1(3,3).
p21(X,Y) :- (p10(3,Z), e0(X), p01(X), between(1,3,Y), \+ p00(X), X >= 3) ; (p11, between(1,3,X), between(1,3,Y), Y \== Y).
p21(Y,3) :- (e0(X), p20(1), p00(Y), subquery(p00(2), Q), Q > 0.33) ; (p00(X), between(1,3,Y), \+ e0(X)).
p21(Y,3) :- p10(Y,Z), Y \== Y, \+ p01(1).
query(p10(Y,Y)).
