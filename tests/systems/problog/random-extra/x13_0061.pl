:- use_module(library(lists)).
0.1::e0(3,1).
0.2::e0(2,2); 0.2::e0(1,1).
0.5::e1(2).
e2.
p00(Y) :- e2, between(1,3,Y), subquery(e1(3), Q), Q > 0.33, findall(V, e1(V), L), L \= [].
p00(X) <- e0(X,Z), p00(X).
0.3::p10 :- p00(2), p00(Y), p10, \+ e0(Y,Y), Y \= 3.
p10 :- (p11) ; (e2, T =.. [g, 3], T \== g(0)).
p11 :- (p00(1), e1(Z), p00(Z), W is Z + 3, W < 5) ; (e1(2)).
p11 :- p10, p10, p00(X).
p20 :- p10, findall(V, p00(V), L), L \= [].
0.2::\+p20 :- e1(2).
p21(X,X) :- p00(Z), p21(X,3), compare(O, X, 3).
p21(3,Y) :- p00(Y), call(e1, Y).
0.5::p21(X,X) :- Z \== 3, p21(Z,1), e0(X,Z), e1(1), findall(V, p00(V), L), L = [].
query(p20).
evidence(p20, false).
