:- use_module(library(lists)).
0.8::e0(2,1).
0.2::e0(2,2); 0.1::e0(1,1); 0.2::e0(3,3).
p00(X) :- e0(3,Z), p00(Y), p00(Z), between(1,3,X).
p00(Y) <- p00(Y), e0(Z,1), findall(V, e1(1,V), L), sum_list(L, T), T > 2.
P::p00(Y) :- (e1(Y,3), e0(1,Y), not e1(Y,Y), Y @< 3), P is Y / 4.
p10(Y) :- Y \== 3, p10(Y), findall(V, p00(V), L), L = [].
p10(X) :- e0(X,X), X @< a.
p11(Y) :- p10(Z), e0(Y,1), p00(Z), compare(O, Z, 1), call(e0, Y, Z).
p11(Y) :- e1(Y,Z), e1(Z,1), W is Z + 2, W < 5.
p20(3,X) :- p11(Y), p00(Y), p00(2), between(1,3,X), Y \== Y, Y >= 2.
p20(3,Y) :- (e0(X,Y), e1(Z,Z), findall(V, p00(V), L), length(L, N), N >= 2, T =.. [g, Y], T \== g(0)) ; (e0(2,X), between(1,3,Y), T =.. [g, X], T \== g(0), W is Y + 1, W < 5).
p21(Y) :- p10(X), p20(X,X), p20(2,X), between(1,3,Y).
0.2::p21(X) :- e1(2,Z), between(1,3,X).
p21(X) :- e0(X,Z), Z == X.
query(p00(Y)).
