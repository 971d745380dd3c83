:- use_module(library(lists)).
0.2::e0.
0.25::e1(3).
0.3::e1(3); 0.3::e1(1).
0.7::e3(1,2).
0.4::e3(1,1).
e3(1,3).
p00(Y) <- p01(1), p00(Y).
p00(X) :- p00(Y), between(1,3,X), compare(O, Y, 2).
0.75::p00(X) :- (e1(2), e2(X)) ; (p00(3), e2(Z), e3(Z,Z), between(1,3,X)).
p01(Y) :- (e1(Z), e1(2), between(1,3,Y), findall(V, e2(V), L), sum_list(L, T), T > 2, Z \= 2) ; (e2(X), p00(X), between(1,3,Y), subquery(e1(2), Q), Q > 0.33).
p01(Y) :- p01(Y), p01(X), p00(3).
0.4::p01(X) :- p01(Y), between(1,3,X), X \== Y.
p10(X,Y) :- e0, between(1,3,X), between(1,3,Y).
P::p10(Y,Y) :- (e0, between(1,3,Y)), P is Y / 4.
p10(1,Y) :- Y \== 1, p00(Y), e2(Y), e1(Y).
p20(1,X) :- p10(1,Y), between(1,3,X).
p20(Y,X) :- p21(Z), p21(1), between(1,3,X), between(1,3,Y).
p21(X) :- (Z == 1, p10(3,Z), p01(3), between(1,3,X)) ; (e1(1), p20(X,Z), call(p01, X)).
0.5::p21(Y) :- p10(X,Z), between(1,3,Y), \+ e1(X).
p30 <- p30, e2(Y), p01(Y).
p30 :- e2(Y), findall(V, p21(V), L), L \= [].
p31(X) :- e3(Y,Z), between(1,3,X).
p31(Y) :- p30, p01(3), p31(Z), between(1,3,Y).
query(p10(X,1)).
query(p00(Y)).
